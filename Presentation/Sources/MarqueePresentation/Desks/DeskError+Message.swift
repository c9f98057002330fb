public import MarqueeDomain

extension DeskError {
    /// One line for someone at a shell: what went wrong and what to do about it.
    public func message(times: LocalTimeFormat) -> String {
        switch self {
        case .invalidDeskName(.empty):
            "A desk needs a name; use 1–\(DeskName.maximumLength) letters, digits, . _ or -, such as front-1."
        case let .invalidDeskName(.tooLong(length)):
            "That desk name has \(length) characters, too many: use 1–\(DeskName.maximumLength) letters, digits, . _ or -."
        case let .invalidDeskName(.invalidCharacter(character)):
            "\"\(character)\" cannot be in a desk name: use 1–\(DeskName.maximumLength) letters, digits, . _ or - (ASCII only)."
        case .invalidToken:
            "That is not a desk token; copy the whole token marquee desks add printed."
        case let .deskNameTaken(name):
            "A desk named \(name) exists already (names ignore letter case); choose another, or see marquee desks list."
        case let .unknownDesk(name):
            "No desk is named \(name); see marquee desks list."
        case let .alreadyRevoked(name, time):
            "Desk \(name) was revoked at \(times.string(from: time)) already; add a new desk to issue a new token."
        case let .storageFailed(failure):
            failure.userMessage
        }
    }

    /// Whether the error is about what the person typed (exit status 64).
    public var isUsageError: Bool {
        switch self {
        case .invalidDeskName, .invalidToken: true
        case .deskNameTaken, .unknownDesk, .alreadyRevoked, .storageFailed: false
        }
    }
}
