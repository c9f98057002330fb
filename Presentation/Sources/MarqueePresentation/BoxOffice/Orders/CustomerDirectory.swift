import Foundation
import MarqueeDomain

/// The customers the order form's customer field picks from, as a name is
/// typed: every word typed is found in the name, whatever its letter case,
/// accents or width (`zoe` finds Zoë, `an du` Jean Dupont); names that start
/// with what was typed come first, then the rest by name. Each name is folded
/// once, when the list is read, so a key compares folded words only.
struct CustomerDirectory {
    private struct Entry {
        let user: User
        let folded: String
    }

    private let entries: [Entry]
    private let byName: [UserName: User]

    /// A directory of `users`, in the order choices are listed when nothing is typed.
    init(_ users: [User] = []) {
        entries = users.map { Entry(user: $0, folded: Self.folded($0.name.displayName)) }
            .sorted { $0.folded < $1.folded }
        byName = Dictionary(users.map { ($0.name, $0) }) { first, _ in first }
    }

    /// Whether it holds no customer (none registered, or the list was not read).
    var isEmpty: Bool { entries.isEmpty }

    /// The customer named `name`, compared as names are (letter case and the
    /// way accents were typed do not matter).
    func customer(named name: UserName) -> User? { byName[name] }

    /// The customers every word of `text` is found in, best first.
    func choices(for text: String) -> [User] {
        let typed = Self.folded(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let words = typed.split(separator: " ")
        let found = entries.filter { entry in words.allSatisfy { entry.folded.contains($0) } }
        guard !typed.isEmpty else { return found.map(\.user) }
        return (found.filter { $0.folded.hasPrefix(typed) } + found.filter { !$0.folded.hasPrefix(typed) })
            .map(\.user)
    }

    /// `text` lower-cased without its accents, as names are compared here.
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
