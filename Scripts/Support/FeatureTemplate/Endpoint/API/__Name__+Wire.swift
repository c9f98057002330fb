public import __Prefix__Domain

// The __Name__ context on the wire: its values, and each of its errors as
// the problem the service answers with (status, type, data) and back, both
// directions side by side. The sentence (`detail`) is Presentation's.

extension Components.Schemas.__Name__ {
    /// The __label__ as the service sends it.
    public init(_ __name__: __Prefix__Domain.__Name__) {
        self.init(id: __name__.id.rawValue, title: __name__.title.text)
    }

    /// The __label__ this describes.
    ///
    /// - Throws: ``/__Prefix__Domain/__Name__Error`` when it breaks a rule of __labels__.
    public func toDomain() throws(__Name__Error) -> __Prefix__Domain.__Name__ {
        __Prefix__Domain.__Name__(id: try __Name__ID(id), title: try __Name__Title(title))
    }
}

/// The problem types of the __Name__ context's errors, named beside the
/// table below: each error's status, type and data, and back.
public enum __Name__Problem: String, ProblemName, CaseIterable {
    case invalidTitle = "invalid-__command__-title"
    case unreadable = "unreadable-__command__"
}

extension Components.Schemas.Problem {
    /// A problem of one of ``__Name__Problem``'s types, named as a member of it.
    fileprivate init(_ status: Int, _ type: __Name__Problem, detail: String, _ fill: (inout Self) -> Void = { _ in }) {
        self.init(status: status, ofType: type, detail: detail, fill)
    }

    /// The problem for `error`.
    public init(_ error: __Name__Error, detail: String) {
        switch error {
        case let .invalidID(raw): self.init(400, .invalidIdentifier, detail: detail) { $0.value = raw }
        case .invalidTitle(.empty):
            self.init(422, .invalidTitle, detail: detail) { $0.name = "empty" }
        case let .invalidTitle(.tooLong(length)):
            self.init(422, .invalidTitle, detail: detail) {
                $0.name = "too-long"
                $0.value = "\(length)"
            }
        case .invalidTitle(.controlCharacter):
            self.init(422, .invalidTitle, detail: detail) {
                $0.name = "control-character"
            }
        // A stored one the server cannot read: the server's fault, not the desk's.
        case let .unreadable(id):
            self.init(500, .unreadable, detail: detail) { $0.id = id }
        case let .storageFailed(failure): self.init(failure, detail: detail)
        case let .notPermitted(denial): self.init(denial, detail: detail)
        }
    }

    /// The __Name__ error this problem stands for; `nil` when it is none of them.
    public var __name__Error: __Name__Error? {
        switch problemType {
        case .invalidIdentifier?: return .invalidID(value ?? "")
        case .notPermitted?: return permissionDenied.map(__Name__Error.notPermitted)
        default: break
        }
        switch type(__Name__Problem.self) {
        case .invalidTitle?:
            switch name {
            case "too-long": return value.flatMap(Int.init).map { .invalidTitle(.tooLong($0)) }
            case "control-character": return .invalidTitle(.controlCharacter)
            default: return .invalidTitle(.empty)
            }
        case .unreadable?: return .unreadable(id: id ?? "")
        case nil: return nil
        }
    }
}
