import MarqueeDomain

/// One movie's details as plain text lines.
public enum MovieDetailsScreen {
    /// The lines to print for a loaded movie, or for the error that stopped it.
    public static func render(details: MovieDetailsViewModel.Details?, errorMessage: String?) -> [String] {
        if let errorMessage { return [errorMessage] }
        guard let details else { return ["Loading…"] }
        var lines = ["\(details.title) (\(details.year))"]
        if let originalTitle = details.originalTitle { lines.append("Original title: \(originalTitle)") }
        lines.append("Released:       \(details.releaseDate)")
        if !details.genres.isEmpty { lines.append("Genres:         \(details.genres)") }
        if !details.language.isEmpty { lines.append("Language:       \(details.language)") }
        if let runtime = details.runtime { lines.append("Runtime:        \(runtime)") }
        lines.append("TMDB id:        \(details.id)")
        if !details.overview.isEmpty {
            lines.append("")
            lines += TextColumns.wrap(details.overview, width: 72)
        }
        return lines
    }
}
