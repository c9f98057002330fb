public import MarqueeCommandLine
public import MarqueeDomain

extension AccountsError {
    /// One line for someone at a shell: what went wrong and what to do about it.
    public var userMessage: String { message(for: .commandLine) }

    /// One line for `audience`: what went wrong and what to do about it.
    /// `subject` is the name the action was about, when known: an error that
    /// carries only an id (unpaid orders) names the person instead (issue 36:
    /// "Delete Dallas?" was refused as "User u-7k2… still has unpaid orders").
    public func message(for audience: Audience, subject: UserName? = nil) -> String {
        if case .userHasUnpaidOrders = self, let subject {
            return audience.pick(
                "\(subject) still has unpaid orders; pay or cancel them (marquee orders list --user \(subject.commandArgument)), then delete.",
                "\(subject) still has unpaid orders; pay or cancel them on Orders, then delete.")
        }
        return switch self {
        case let .invalidUserID(raw):
            "\"\(raw)\" is not a user id; ids are 1–64 letters, digits, - or _"
                + audience.pick(" (see marquee users list).", ".")
        case let .invalidUserName(problem):
            problem.userMessage
        case let .userNameTaken(name):
            "The name \(name) is taken (names ignore letter case); choose another."
        case let .userNotFound(id):
            audience.pick("No user has id \(id); see marquee users list.", "No user has id \(id) any more.")
        case let .noUserNamed(name):
            Self.noUserNamed(name, for: audience)
        case let .userHasUnpaidOrders(id):
            audience.pick(
                "User \(id) still has unpaid orders; pay or cancel them (marquee orders list --user <name>), then delete.",
                "User \(id) still has unpaid orders; pay or cancel them on Orders, then delete.")
        case let .notPermitted(denial):
            denial.message
        case let .storageFailed(failure):
            failure.userMessage
        }
    }

    /// Whether the error is about what the person typed; command-line front
    /// ends map this to a usage exit status.
    public var isUsageError: Bool {
        switch self {
        case .invalidUserID, .invalidUserName: true
        case .userNameTaken, .userNotFound, .noUserNamed, .userHasUnpaidOrders, .storageFailed, .notPermitted: false
        }
    }

    /// How a command that met this error ends (see ``BoxOfficeError/outcome``).
    public var outcome: CommandOutcome {
        switch self {
        case .notPermitted: .notPermitted
        case let .storageFailed(failure): failure.outcome
        default: isUsageError ? .usageError : .failure
        }
    }
}

extension AccountsError {
    /// "No user is named …", one sentence for both contexts that meet it.
    static func noUserNamed(_ name: UserName, for audience: Audience) -> String {
        audience.pick(
            "No user is named \(name); see marquee users list, or register with marquee users register \(name.commandArgument).",
            "No user is named \(name); pick one on Users, or register \(name) there.")
    }
}

extension UserName.Problem {
    /// The broken rule, with the whole rule spelled out so the next try works.
    var userMessage: String {
        let rule =
            "a user name is \(UserName.lengthRange.lowerBound)–\(UserName.lengthRange.upperBound) letters, digits, "
            + "spaces, ' . _ or -"
        switch self {
        case let .tooShort(length):
            return "That name has \(length) character\(length == 1 ? "" : "s"), too few: \(rule)."
        case let .tooLong(length):
            return "That name has \(length) characters, too many: \(rule)."
        case let .invalidCharacter(character):
            return "\(Self.describe(character)) cannot be in a name: \(rule)."
        }
    }

    /// The character as a reader can see it: blanks by name, invisible and
    /// combining ones by their code points (never the character itself, which
    /// could reorder or hide the rest of the line).
    private static func describe(_ character: Character) -> String {
        switch character {
        case " ": return "A space"
        case "\t": return "A tab"
        case _ where character.isNewline: return "A line break"
        default: break
        }
        let scalars = character.unicodeScalars
        let invisible = scalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .privateUse, .surrogate, .unassigned, .spaceSeparator, .lineSeparator,
                .paragraphSeparator:
                return true
            default:
                return false
            }
        }
        if !invisible.isEmpty {
            let points = invisible.map(Self.codePoint).joined(separator: " ")
            return "The invisible character\(invisible.count == 1 ? "" : "s") \(points)"
        }
        let marks = scalars.filter {
            [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
        }
        if let letter = scalars.first, !marks.isEmpty, marks.count == scalars.count - 1 {
            return "\"\(letter)\" with \(marks.count) accents"
        }
        if marks.isEmpty { return "\"\(character)\"" }
        return "The character " + scalars.map(Self.codePoint).joined(separator: " ")
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension UserName {
    /// The name as one word of a shell command: as it is when it is only
    /// letters, digits and `. _ -`, else in single quotes (`'Jean Dupont'`,
    /// `'O'\''Brien'`), so a suggested command can be pasted as it reads.
    public var commandArgument: String {
        let plain = displayName.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "._-".unicodeScalars.contains(scalar))
        }
        if plain && !displayName.hasPrefix("-") { return displayName }
        return "'" + displayName.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
            + "'"
    }
}
