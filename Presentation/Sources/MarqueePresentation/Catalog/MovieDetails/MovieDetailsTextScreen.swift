import MarqueeDomain

/// One movie's details as plain text lines, from its state.
public enum MovieDetailsTextScreen {
    /// The lines to print for `state`.
    public static func lines(_ state: MovieDetailsState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard let details = state.details else { return ["Loading…"] }
        var lines = ["\(details.title) (\(details.year))"]
        if let originalTitle = details.originalTitle { lines.append("Original title: \(originalTitle)") }
        lines.append("Released:       \(details.releaseDate)")
        if !details.genres.isEmpty { lines.append("Genres:         \(details.genres)") }
        if !details.language.isEmpty { lines.append("Language:       \(details.language)") }
        if let runtime = details.runtime { lines.append("Runtime:        \(runtime)") }
        lines.append("TMDB id:        \(details.id)")
        if !details.overview.isEmpty {
            lines.append("")
            lines += TextColumns.wrap(TerminalText.neutralized(details.overview), width: 72)
        }
        if let note = CachedAnswerNote.line(state.provenance, answeredAt: state.answeredAt, onlyWhenStale: true) {
            lines += ["", note]
        }
        return lines
    }
}
