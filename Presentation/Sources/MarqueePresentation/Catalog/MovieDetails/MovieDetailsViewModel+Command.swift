extension MovieDetailsViewModel {
    /// `marquee movies show`: loads once, then renders the state as text or
    /// JSON, or the one-line error.
    public func showCommand(idText: String, format: OutputFormat) async -> CommandOutput {
        await load(idText: idText)
        return .rendering(
            state, failure: state.error?.failureText, format: format,
            text: MovieDetailsTextScreen.lines, json: { $0.movie.map(MovieJSON.document) ?? .null }
        )
    }
}
