import MarqueeDomain

/// The movies list as plain text lines: shared by the command line and an
/// interactive screen.
public enum MoviesListScreen {
    /// Everything the screen shows, copied out of the view model.
    public struct State: Equatable, Sendable {
        public var query: String?
        public var items: [MoviesListItem]
        public var page: Int
        public var totalPages: Int
        public var totalResults: Int
        public var isLoading: Bool
        public var errorMessage: String?
        /// Where the results came from, such as "offline catalog"; omitted when nil.
        public var source: String?

        /// Creates a state; front ends usually use ``init(_:source:)``.
        public init(
            query: String?, items: [MoviesListItem], page: Int, totalPages: Int, totalResults: Int,
            isLoading: Bool = false, errorMessage: String? = nil, source: String? = nil
        ) {
            self.query = query
            self.items = items
            self.page = page
            self.totalPages = totalPages
            self.totalResults = totalResults
            self.isLoading = isLoading
            self.errorMessage = errorMessage
            self.source = source
        }

        /// The state a view model is in now.
        @MainActor public init(_ viewModel: MoviesListViewModel, source: String? = nil) {
            self.init(
                query: viewModel.query?.text, items: viewModel.items, page: viewModel.currentPage,
                totalPages: viewModel.totalPages, totalResults: viewModel.totalResults,
                isLoading: viewModel.loading != .none, errorMessage: viewModel.errorMessage, source: source
            )
        }
    }

    static let titleWidth = 44

    /// The lines to print for `state`.
    public static func render(_ state: State) -> [String] {
        if let errorMessage = state.errorMessage, state.items.isEmpty { return [errorMessage] }
        guard let query = state.query else { return ["Type a title to search."] }
        if state.isLoading, state.items.isEmpty { return ["Searching for \"\(query)\"…"] }
        let from = state.source.map { " in the \($0)" } ?? ""
        guard !state.items.isEmpty else {
            return ["No movies match \"\(query)\"\(from). Try fewer or different words."]
        }
        let count = state.totalResults == 1 ? "1 movie" : "\(state.totalResults) movies"
        var lines = ["\(count) match \"\(query)\"\(from) — page \(state.page) of \(state.totalPages)", ""]
        lines.append("      ID  Year  " + TextColumns.fit("Title", width: titleWidth) + "  Genres")
        for item in state.items {
            let id = TextColumns.right(item.id.description, width: 8)
            let year = TextColumns.fit(item.year, width: 4)
            lines.append("\(id)  \(year)  \(TextColumns.fit(item.title, width: titleWidth))  \(item.genres)")
        }
        if let errorMessage = state.errorMessage {
            lines += ["", errorMessage]
        }
        if state.page < state.totalPages {
            lines += ["", "Next page: --page \(state.page + 1)"]
        }
        return lines
    }
}
