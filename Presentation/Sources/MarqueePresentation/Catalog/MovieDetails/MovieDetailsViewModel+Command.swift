extension MovieDetailsViewModel {
    /// `marquee movies show`: loads once, then renders the state as text or
    /// JSON, or the one-line error.
    public func showCommand(idText: String, format: OutputFormat) async -> CommandOutput {
        await load(idText: idText)
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }
        return switch format {
        case .text: .printing(MovieDetailsTextScreen.lines(state))
        case .json: .json(state.movie.map(MovieJSON.document) ?? .null)
        }
    }
}
