import Foundation
public import MarqueeDomain

/// The problem types of Accounts' errors (``/MarqueeDomain/AccountsError``),
/// named beside the table below: each error's status, type and data, and back.
public enum AccountsProblem: String, ProblemName, CaseIterable {
    case invalidUserID = "invalid-user-id"
    case invalidUserName = "invalid-user-name"
    case userNameTaken = "user-name-taken"
    case userNotFound = "user-not-found"
    case userHasUnpaidOrders = "user-has-unpaid-orders"
}

extension Components.Schemas.Problem {
    /// A problem of one of ``AccountsProblem``'s types, named as a member of it.
    fileprivate init(_ status: Int, _ type: AccountsProblem, detail: String, _ fill: (inout Self) -> Void = { _ in }) {
        self.init(status: status, ofType: type, detail: detail, fill)
    }

    /// The problem for `error`.
    public init(_ error: AccountsError, detail: String) {
        switch error {
        case let .invalidUserID(raw): self.init(400, .invalidUserID, detail: detail) { $0.id = raw }
        // A string the schema allows that the name rules refuse (an emoji, a
        // bidirectional control…): well-formed, but no name, so 422.
        case .invalidUserName: self.init(422, .invalidUserName, detail: detail)
        case let .userNameTaken(name):
            self.init(409, .userNameTaken, detail: detail) { $0.name = name.displayName }
        case let .userNotFound(id): self.init(404, .userNotFound, detail: detail) { $0.id = id.rawValue }
        case let .noUserNamed(name): self.init(404, .userNotFound, detail: detail) { $0.name = name.displayName }
        case let .userHasUnpaidOrders(id):
            self.init(409, .userHasUnpaidOrders, detail: detail) { $0.id = id.rawValue }
        case let .notPermitted(denial): self.init(denial, detail: detail)
        case let .storageFailed(failure): self.init(failure, detail: detail)
        }
    }

    /// The problem for a name that breaks ``/MarqueeDomain/UserName``'s rules, carrying
    /// the name so a desk finds the same rule broken.
    public init(invalidName text: String, detail: String) {
        self.init(422, .invalidUserName, detail: detail) { $0.value = String(text.prefix(256)) }
    }

    /// The Accounts error this problem stands for; `nil` when it is none of them.
    public var accountsError: AccountsError? {
        if problemType == .notPermitted { return permissionDenied.map(AccountsError.notPermitted) }
        switch type(AccountsProblem.self) {
        case .invalidUserID?: return .invalidUserID(id ?? "")
        case .invalidUserName?:
            do throws(AccountsError) {
                _ = try UserName(value ?? "")
                return nil
            } catch {
                return error
            }
        case .userNameTaken?: return (try? UserName(name ?? "")).map(AccountsError.userNameTaken)
        case .userNotFound?:
            if let user = try? UserID(id ?? "") { return .userNotFound(user) }
            return (try? UserName(name ?? "")).map(AccountsError.noUserNamed)
        case .userHasUnpaidOrders?: return (try? UserID(id ?? "")).map(AccountsError.userHasUnpaidOrders)
        case nil: return nil
        }
    }
}
