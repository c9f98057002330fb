public import MarqueeDomain

extension StorageFailure.Reason {
    /// How a problem names this reason (`storage`), with its duration when it has one.
    public var wireCode: (code: String, milliseconds: Int?) {
        switch self {
        case .cannotOpen: ("cannot-open", nil)
        case .readOnly: ("read-only", nil)
        case .diskFull: ("disk-full", nil)
        case .notAFile: ("not-a-file", nil)
        case .companionOfAnotherUser: ("companion-of-another-user", nil)
        case .busy: ("busy", nil)
        case .damaged: ("damaged", nil)
        case .newerVersion: ("newer-version", nil)
        case .unreachable: ("unreachable", nil)
        case .loginRefused: ("login-refused", nil)
        case .databaseMissing: ("database-missing", nil)
        case .secureConnectionFailed: ("secure-connection-failed", nil)
        case let .timedOut(milliseconds): ("timed-out", milliseconds)
        case let .cancelledAfter(milliseconds): ("cancelled-after", milliseconds)
        case .connectionLost: ("connection-lost", nil)
        case .conflict: ("conflict", nil)
        case .badRecord: ("bad-record", nil)
        case .duplicate: ("duplicate", nil)
        case let .refused(code): ("refused:" + code, nil)
        case .credentialRefused: ("credential-refused", nil)
        case .redirected: ("redirected", nil)
        case .protocolMismatch: ("protocol-mismatch", nil)
        case .outcomeUnknown: ("outcome-unknown", nil)
        }
    }

    /// The reason a problem's `storage` names, as far as it can be told
    /// from the wire: the service's own store and its paths stay its own.
    public init(wireCode code: String, milliseconds: Int?) {
        switch code {
        case "cannot-open": self = .cannotOpen
        case "read-only": self = .readOnly
        case "disk-full": self = .diskFull
        case "not-a-file": self = .notAFile
        case "busy": self = .busy
        case "damaged": self = .damaged
        case "unreachable": self = .unreachable(.refused)
        case "login-refused": self = .loginRefused
        case "database-missing": self = .databaseMissing
        case "secure-connection-failed": self = .secureConnectionFailed
        case "timed-out": self = .timedOut(milliseconds: milliseconds ?? 0)
        case "cancelled-after": self = .cancelledAfter(milliseconds: milliseconds ?? 0)
        case "connection-lost": self = .connectionLost
        case "conflict": self = .conflict
        case "outcome-unknown": self = .outcomeUnknown
        default: self = .refused(code: code.hasPrefix("refused:") ? String(code.dropFirst("refused:".count)) : code)
        }
    }
}
