import MarqueeDomain

/// The users list, and what an action changed, as plain text lines.
public enum UsersScreen {
    /// Everything the list shows, copied out of the view model.
    public struct State: Equatable, Sendable {
        public var rows: [UserRow]
        public var hasLoaded: Bool
        public var errorMessage: String?

        /// Creates a state; front ends usually use ``init(_:)``.
        public init(rows: [UserRow], hasLoaded: Bool = true, errorMessage: String? = nil) {
            self.rows = rows
            self.hasLoaded = hasLoaded
            self.errorMessage = errorMessage
        }

        /// The state a view model is in now.
        @MainActor public init(_ viewModel: UsersViewModel) {
            self.init(rows: viewModel.rows, hasLoaded: viewModel.hasLoaded, errorMessage: viewModel.errorMessage)
        }
    }

    /// The list's lines: a count, then one row per user (id, name), by name.
    public static func render(_ state: State) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard state.hasLoaded else { return ["Loading users…"] }
        guard !state.rows.isEmpty else { return ["No users yet. Register one with: marquee users register <name>"] }
        let idWidth = max(2, state.rows.map(\.id.rawValue.count).max() ?? 0)
        var lines = [state.rows.count == 1 ? "1 user" : "\(state.rows.count) users", ""]
        lines.append(TextColumns.fit("ID", width: idWidth) + "  Name")
        lines += state.rows.map { TextColumns.fit($0.id.rawValue, width: idWidth) + "  " + $0.name }
        return lines
    }

    /// One line confirming what an action changed.
    public static func render(change: UsersViewModel.Change) -> [String] {
        switch change {
        case let .registered(user):
            ["Registered \(user.name) (user id \(user.id))."]
        case let .renamed(oldName, user):
            ["Renamed \(oldName) to \(user.name) (user id \(user.id))."]
        case let .deleted(user):
            ["Deleted \(user.name) (user id \(user.id))."]
        }
    }
}
