import MarqueeTerminalModel
import MarqueeDomain
extension MovieDetailsState {
    /// The lines `marquee movies show` prints.
    public var textLines: [String] {
        if let error { return [error.userMessage] }
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
            lines += TerminalText.wrap(details.overview, width: 72)
        }
        if let note = cacheNote(onlyWhenStale: true) { lines += ["", note] }
        return lines
    }
}
