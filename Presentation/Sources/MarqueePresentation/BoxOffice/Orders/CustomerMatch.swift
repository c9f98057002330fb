import Foundation
import MarqueeDomain

/// How the order form's customer field finds customers as a name is typed:
/// every word typed is found in the name, whatever its letter case or
/// accents (`zoe` finds Zoë, `dup` Jean Dupont); names that start with what
/// was typed come first, then the rest by name.
struct CustomerMatch {
    private let words: [String]
    private let typed: String

    /// A match for `text` as typed.
    init(_ text: String) {
        typed = Self.folded(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        words = typed.split(separator: " ").map(String.init)
    }

    /// `users` that every word typed is found in, best first.
    func choices(among users: [User]) -> [User] {
        let found = users.compactMap { user -> (User, name: String)? in
            let name = Self.folded(user.name.displayName)
            return words.allSatisfy { name.contains($0) } ? (user, name) : nil
        }
        return
            found
            .sorted { lhs, rhs in
                let (left, right) = (lhs.name.hasPrefix(typed), rhs.name.hasPrefix(typed))
                return left != right ? left : lhs.name < rhs.name
            }
            .map(\.0)
    }

    /// `text` lower-cased without its accents, as names are compared here.
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
