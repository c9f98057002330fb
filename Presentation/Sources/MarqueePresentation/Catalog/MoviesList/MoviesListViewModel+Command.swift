import MarqueeDomain

extension MoviesListViewModel {
    /// `marquee movies search`: searches once, then renders the state as text
    /// or JSON, or the one-line error.
    public func searchCommand(_ text: String, page: Int, format: OutputFormat) async -> CommandOutput {
        await search(text, page: page)
        return .rendering(
            state, failure: state.error?.failureText, format: format,
            text: MoviesListTextScreen.lines, json: MoviesListJSON.document
        )
    }
}
