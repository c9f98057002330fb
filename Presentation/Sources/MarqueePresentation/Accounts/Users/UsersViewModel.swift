public import MarqueeDomain
public import Observation

/// The box office's customers: register, rename, delete, list.
///
/// Users are picked by name, as people type them; names ignore letter case.
/// A failed action leaves the list as it was and reports the error.
@Observable @MainActor
public final class UsersViewModel {
    /// What the last successful action changed.
    public enum Change: Equatable, Sendable {
        /// A new user, as stored.
        case registered(User)
        /// A user renamed from the old name, as stored now.
        case renamed(from: UserName, to: User)
        /// A user deleted.
        case deleted(User)
    }

    /// The users, by name, once loaded.
    public private(set) var rows: [UserRow] = []
    /// The users behind the rows, for front ends that print them as data.
    public private(set) var loadedUsers: [User] = []
    /// Whether the list was loaded at least once.
    public private(set) var hasLoaded = false
    /// What the last action changed; `nil` after a failure or a plain load.
    public private(set) var lastChange: Change?
    /// The last error, worded for a person; cleared by the next success.
    public private(set) var errorMessage: String?
    /// The last error itself, for front ends that map errors to exit codes.
    public private(set) var error: CinemaError?

    /// Whether the list was loaded and nobody is registered.
    public var isEmpty: Bool { hasLoaded && error == nil && rows.isEmpty }

    private let registerUser: RegisterUserUseCase
    private let renameUser: RenameUserUseCase
    private let deleteUser: DeleteUserUseCase
    private let listUsers: ListUsersUseCase
    private let directory: UserDirectory

    /// Creates the view model over the Accounts use cases.
    public init(
        register: RegisterUserUseCase,
        rename: RenameUserUseCase,
        delete: DeleteUserUseCase,
        list: ListUsersUseCase,
        find: FindUserUseCase
    ) {
        registerUser = register
        renameUser = rename
        deleteUser = delete
        listUsers = list
        directory = UserDirectory(findUser: find)
    }

    /// Registers a user under the name typed.
    public func register(nameText: String) async {
        await perform { () throws(CinemaError) in
            let name = try await CinemaError.accounts { () throws(AccountsError) in try UserName(nameText) }
            let user = try await CinemaError.accounts { () async throws(AccountsError) in
                try await registerUser.execute(name: name)
            }
            return .registered(user)
        }
    }

    /// Renames the user named `nameText` to `newNameText`.
    public func rename(nameText: String, to newNameText: String) async {
        await perform { () throws(CinemaError) in
            let newName = try await CinemaError.accounts { () throws(AccountsError) in try UserName(newNameText) }
            let user = try await directory.user(named: nameText)
            let renamed = try await CinemaError.accounts { () async throws(AccountsError) in
                try await renameUser.execute(user.id, to: newName)
            }
            return .renamed(from: user.name, to: renamed)
        }
    }

    /// Deletes the user named `nameText`; refused while they have unpaid orders.
    public func delete(nameText: String) async {
        await perform { () throws(CinemaError) in
            let user = try await directory.user(named: nameText)
            try await CinemaError.accounts { () async throws(AccountsError) in try await deleteUser.execute(user.id) }
            return .deleted(user)
        }
    }

    /// Loads the list of users, by name.
    public func load() async {
        do throws(CinemaError) {
            let users = try await CinemaError.accounts { () async throws(AccountsError) in
                try await listUsers.execute()
            }
            loadedUsers = users
            rows = users.map(UserRow.init)
            hasLoaded = true
            lastChange = nil
            succeed()
        } catch {
            fail(error)
        }
    }


    private func perform(_ action: () async throws(CinemaError) -> Change) async {
        lastChange = nil
        do throws(CinemaError) {
            lastChange = try await action()
            succeed()
        } catch {
            fail(error)
        }
    }

    private func succeed() {
        error = nil
        errorMessage = nil
    }

    private func fail(_ error: CinemaError) {
        self.error = error
        errorMessage = error.userMessage
    }
}
