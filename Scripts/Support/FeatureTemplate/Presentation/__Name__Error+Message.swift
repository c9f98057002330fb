import __Prefix__CommandLine
public import __Prefix__Domain

extension __Name__Error {
    /// One line for someone at a shell: what went wrong and what to do about it.
    public var userMessage: String { message(for: .commandLine) }

    /// One line for `audience`: what went wrong and what to do about it.
    public func message(for audience: Audience) -> String {
        switch self {
        case let .invalidID(raw):
            "\"\(raw)\" is not a __label__ id; ids are 1–64 letters, digits, - or _"
                + audience.pick(" (see __exe__ __command__ list).", ".")
        case .invalidTitle(.empty):
            audience.pick(
                "A __label__ needs a title; type one, such as: __exe__ __command__ add \"First\".",
                "A __label__ needs a title; type one.")
        case let .invalidTitle(.tooLong(length)):
            "That title has \(length) characters, too many: at most \(__Name__Title.maximumLength)."
        case .invalidTitle(.controlCharacter):
            "A title cannot hold control characters; type plain text."
        case let .unreadable(id):
            "The stored __label__ \(id) breaks the rules of __labels__ (edited by hand?); remove it, or restore a backup."
        case let .storageFailed(failure):
            failure.userMessage
        case let .notPermitted(denial):  // new-feature: endpoint
            denial.message  // new-feature: endpoint
        }
    }

    /// Whether the error is about what the person typed; command-line front
    /// ends map this to a usage exit status.
    public var isUsageError: Bool {
        switch self {
        case .invalidID, .invalidTitle: true
        case .unreadable, .storageFailed: false  // new-feature: no-endpoint
        case .unreadable, .storageFailed, .notPermitted: false  // new-feature: endpoint
        }
    }

    /// This error as a command's failure line.
    var failureText: CommandFailureText { CommandFailureText(userMessage, isUsage: isUsageError) }  // new-feature: no-endpoint
    /// This error as a command's failure line: a refused desk (77) and a  // new-feature: endpoint
    /// service that did not answer (75) have exit statuses of their own.  // new-feature: endpoint
    var failureText: CommandFailureText {  // new-feature: endpoint
        switch self {  // new-feature: endpoint
        case .notPermitted: CommandFailureText(userMessage, outcome: .notPermitted)  // new-feature: endpoint
        case let .storageFailed(failure): CommandFailureText(userMessage, outcome: failure.outcome)  // new-feature: endpoint
        default: CommandFailureText(userMessage, isUsage: isUsageError)  // new-feature: endpoint
        }  // new-feature: endpoint
    }  // new-feature: endpoint
}
