import MarqueeTerminalModel
import MarqueeDomain
extension MoviesListState {
    /// The lines `marquee movies search` prints: the headline, a stale
    /// answer's note, then a table by display width (ID, year, title, genres).
    public var textLines: [String] {
        if let error, movies.isEmpty { return [error.userMessage] }
        var lines = [headline(for: .commandLine)]
        guard !movies.isEmpty else { return lines }
        if let note = cacheNote(onlyWhenStale: true) { lines.append(note) }
        lines += ["", "      ID  Year  " + TerminalText.fit("Title", width: Self.titleWidth) + "  Genres"]
        for item in items {
            let id = TerminalText.rightAligned(item.id.description, width: 8)
            let year = TerminalText.fit(item.year, width: 4)
            lines.append("\(id)  \(year)  \(TerminalText.fit(item.title, width: Self.titleWidth))  \(item.genres)")
        }
        if let error { lines += ["", error.userMessage] }
        if hasMorePages { lines += ["", "Next page: --page \(page + 1)"] }
        return lines
    }

    /// The title column's width in the text table.
    static let titleWidth = 44
}
