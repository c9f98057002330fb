import MarqueeDomain

/// The movies list as plain text lines, from its state.
public enum MoviesListTextScreen {
    static let titleWidth = 44

    /// The lines to print for `state`.
    public static func lines(_ state: MoviesListState) -> [String] {
        if let errorMessage = state.errorMessage, state.movies.isEmpty { return [errorMessage] }
        guard let query = state.query?.text else { return ["Type a title to search."] }
        if state.loading != .none, state.movies.isEmpty { return ["Searching for \"\(query)\"…"] }
        let from = " in the \(state.source.screenName)"
        guard !state.movies.isEmpty else {
            return ["No movies match \"\(query)\"\(from). Try fewer or different words."]
        }
        let count = state.totalResults == 1 ? "1 movie" : "\(state.totalResults) movies"
        var lines = ["\(count) match \"\(query)\"\(from) — page \(state.page) of \(state.totalPages)"]
        if let note = CachedAnswerNote.line(state.provenance, answeredAt: state.answeredAt, onlyWhenStale: true) {
            lines.append(note)
        }
        lines += ["", "      ID  Year  " + TextColumns.fit("Title", width: titleWidth) + "  Genres"]
        for item in state.items {
            let id = TextColumns.right(item.id.description, width: 8)
            let year = TextColumns.fit(item.year, width: 4)
            lines.append("\(id)  \(year)  \(TextColumns.fit(item.title, width: titleWidth))  \(item.genres)")
        }
        if let errorMessage = state.errorMessage {
            lines += ["", errorMessage]
        }
        if state.hasMorePages {
            lines += ["", "Next page: --page \(state.page + 1)"]
        }
        return lines
    }
}
