public import MarqueeDomain

extension AccountsError {
    /// One line for a person: what went wrong and what to do about it.
    public var userMessage: String {
        switch self {
        case let .invalidUserID(raw):
            "\"\(raw)\" is not a user id; ids are 1–64 letters, digits, - or _ (see marquee users list)."
        case let .invalidUserName(problem):
            problem.userMessage
        case let .userNameTaken(name):
            "The name \(name) is taken (names ignore letter case); choose another."
        case let .userNotFound(id):
            "No user has id \(id); see marquee users list."
        case let .userHasUnpaidOrders(id):
            "User \(id) still has unpaid orders; pay or cancel them (marquee orders list --user <name>), then delete."
        case let .storageFailed(reason):
            "The user data could not be read or saved: \(reason)."
        }
    }

    /// Whether the error is about what the person typed; command-line front
    /// ends map this to a usage exit status.
    public var isUsageError: Bool {
        switch self {
        case .invalidUserID, .invalidUserName: true
        case .userNameTaken, .userNotFound, .userHasUnpaidOrders, .storageFailed: false
        }
    }
}

extension UserName.Problem {
    /// The broken rule, with the whole rule spelled out so the next try works.
    var userMessage: String {
        let rule =
            "a user name is \(UserName.lengthRange.lowerBound)–\(UserName.lengthRange.upperBound) letters, digits, . _ or -"
        switch self {
        case let .tooShort(length):
            return "That name has \(length) character\(length == 1 ? "" : "s"), too few: \(rule)."
        case let .tooLong(length):
            return "That name has \(length) characters, too many: \(rule)."
        case let .invalidCharacter(character):
            return "\(Self.describe(character)) cannot be in a name: \(rule) (ASCII only)."
        }
    }

    private static func describe(_ character: Character) -> String {
        switch character {
        case " ": "A space"
        case "\t": "A tab"
        default: character.isWhitespace || character.isNewline ? "A blank" : "\"\(character)\""
        }
    }
}
