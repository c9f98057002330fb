import Foundation
public import MarqueeDomain

// Each Domain error as the problem the service answers with (status, type
// and the error's data), and each problem back as the same typed error: one
// table per context, both directions side by side, so a desk gets exactly
// the error the server's use case threw. The sentence (`detail`) is worded
// by Presentation on the server; a desk words the error again itself.

extension Components.Schemas.Problem {
    /// A problem of `type` with `status` and `detail`; the error's data is filled in by `fill`.
    public init<Name: ProblemName>(
        _ status: Int, _ type: Name, detail: String, _ fill: (inout Self) -> Void = { _ in }
    ) {
        self.init(status: status, ofType: type, detail: detail, fill)
    }

    /// A problem of one of ``ProblemType``'s types (the request's own, and
    /// the shared ones), named as `.notPermitted`.
    public init(_ status: Int, _ type: ProblemType, detail: String, _ fill: (inout Self) -> Void = { _ in }) {
        self.init(status: status, ofType: type, detail: detail, fill)
    }

    /// The one way a problem is made: each list's overload (a context names
    /// its types as members of its own list) comes here.
    init<Name: ProblemName>(status: Int, ofType type: Name, detail: String, _ fill: (inout Self) -> Void) {
        self.init(
            _type: type.uri, title: type.rawValue.replacingOccurrences(of: "-", with: " "), status: status,
            detail: detail)
        fill(&self)
    }

    /// The request's own or a shared type this problem names, when it names one.
    public var problemType: ProblemType? { ProblemType(uri: _type) }

    /// The type of `list` this problem names, when it names one of them.
    public func type<Name: ProblemName>(_ list: Name.Type) -> Name? { Name(uri: _type) }

    /// The type's name, whichever list holds it (`sold-out`); `nil` for a
    /// `type` that is no Marquee problem.
    public var typeName: String? {
        _type.hasPrefix(problemPrefix) ? String(_type.dropFirst(problemPrefix.count)) : nil
    }

    // MARK: Shared

    /// The problem for a desk refused an action: 403, with its desk, role,
    /// the action and the roles that may take it.
    public init(_ denial: PermissionDenied, detail: String) {
        self.init(403, .notPermitted, detail: detail) {
            $0.desk = denial.desk.displayName
            $0.role = .init(denial.role)
            $0.action = denial.action.rawValue
            $0.permittedRoles = denial.permittedRoles.map(Components.Schemas.DeskRole.init)
        }
    }

    /// The refusal this problem describes.
    public var permissionDenied: PermissionDenied? {
        guard problemType == .notPermitted, let desk = try? DeskName(desk ?? ""), let role, let action,
            !action.isEmpty
        else { return nil }
        // The box office's own action as this version knows it; a context's
        // own with the roles the server named.
        let known =
            DeskAction(rawValue: action)
            ?? DeskAction(action, permittedRoles: Set((permittedRoles ?? []).map(\.domainRole)))
        return PermissionDenied(desk: desk, role: role.domainRole, action: known)
    }

    /// A failure of the service's own store: 503 (409 for a duplicate), its
    /// reason by code; never its path, address or user.
    public init(_ failure: StorageFailure, detail: String) {
        let (code, milliseconds) = failure.reason.wireCode
        let status = if case .duplicate = failure.reason { 409 } else { 503 }
        self.init(status, .storageFailed, detail: detail) {
            $0.storage = code
            $0.milliseconds = milliseconds
        }
    }

    /// The movie id of a problem about a movie.
    var movieID: MovieID? {
        id.flatMap(Int.init).flatMap { try? MovieID($0) }
    }
}
