/// Where new identities come from: random identifiers in the App, an
/// incrementing sequence in tests.
///
/// Identifiers are strings, not integers, so the App can choose short random
/// ones (made outside Domain, unique without asking the database) while tests
/// get short, readable, deterministic ones such as `"note-3"`. Every
/// identifier must be 1 to 64 ASCII letters, digits, `-` or `_`: safe in a
/// shell argument or a SQL key.
public protocol IDGenerator: Sendable {
    /// A fresh identifier, never returned before by this generator.
    func nextID() async -> String
}

/// The rules every string identifier in Domain follows.
enum IdentifierRules {
    static let maximumLength = 64

    static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumLength
            && text.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}
