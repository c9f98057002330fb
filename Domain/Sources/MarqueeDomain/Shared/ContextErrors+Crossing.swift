extension BoxOfficeError {
    /// An Accounts error met while the box office read its customers. Only
    /// storage failures can arise there (lookups by a valid name or id);
    /// any other case is reported as the store refusing the read.
    init(accounts error: AccountsError) {
        switch error {
        case let .storageFailed(failure): self = .storageFailed(failure)
        case let .userNotFound(id): self = .unknownUser(id)
        case let .noUserNamed(name): self = .unknownCustomerName(name)
        default: self = .storageFailed(StorageFailure(.refused(code: "accounts"), place: .unknown))
        }
    }
}

extension AccountsError {
    /// A Box office error met while Accounts asked about a user's orders.
    /// Only storage failures can arise there; any other case is reported as
    /// the store refusing the read.
    init(boxOffice error: BoxOfficeError) {
        switch error {
        case let .storageFailed(failure): self = .storageFailed(failure)
        default: self = .storageFailed(StorageFailure(.refused(code: "box office"), place: .unknown))
        }
    }
}
