import MarqueeDomain

extension MoviesListViewModel {
    /// `marquee movies search`: searches once, then renders the state as text
    /// or JSON, or the one-line error.
    public func searchCommand(_ text: String, page: Int, format: OutputFormat) async -> CommandOutput {
        await search(text, page: page)
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }
        return switch format {
        case .text: .printing(MoviesListTextScreen.lines(state))
        case .json: .json(MoviesListJSON.document(state))
        }
    }
}
