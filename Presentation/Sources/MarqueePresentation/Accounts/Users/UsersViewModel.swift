public import MarqueeDomain
public import Observation

/// The box office's customers: register, rename, delete, list.
///
/// Users are picked by name, as people type them; names ignore letter case.
/// A failed action leaves the list as it was and reports the error.
@Observable @MainActor
public final class UsersViewModel {
    /// What the last successful action changed.
    public typealias Change = UsersState.Change

    /// Everything the screen shows.
    public private(set) var state = UsersState()

    /// The rows shown.
    public var rows: [UserRow] { state.rows }
    /// What the last action changed.
    public var lastChange: Change? { state.lastChange }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CinemaError? { state.error }

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
            state.users = users
            state.hasLoaded = true
            state.lastChange = nil
            state.error = nil
        } catch {
            fail(error)
        }
    }

    private func perform(_ action: () async throws(CinemaError) -> Change) async {
        state.lastChange = nil
        do throws(CinemaError) {
            state.lastChange = try await action()
            state.error = nil
        } catch {
            fail(error)
        }
    }

    private func fail(_ error: CinemaError) {
        state.error = error
    }

    /// `marquee users register|rename|delete`: renders what the action changed
    /// as text or JSON, or the one-line error.
    public func changeOutput(format: OutputFormat) -> CommandOutput {
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }
        guard let change = state.lastChange else { return .printing([]) }
        return switch format {
        case .text: .printing(UsersTextScreen.lines(change: change))
        case .json: .json(UsersJSON.user(change.user))
        }
    }

    /// `marquee users register`.
    public func registerCommand(nameText: String, format: OutputFormat) async -> CommandOutput {
        await register(nameText: nameText)
        return changeOutput(format: format)
    }

    /// `marquee users rename`.
    public func renameCommand(nameText: String, to newNameText: String, format: OutputFormat) async -> CommandOutput {
        await rename(nameText: nameText, to: newNameText)
        return changeOutput(format: format)
    }

    /// `marquee users delete`.
    public func deleteCommand(nameText: String, format: OutputFormat) async -> CommandOutput {
        await delete(nameText: nameText)
        return changeOutput(format: format)
    }

    /// `marquee users list`: loads, then renders the list as text or JSON, or the one-line error.
    public func listCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(
            state, failure: state.error?.failureText(times: .current), format: format,
            text: UsersTextScreen.lines, json: UsersJSON.document
        )
    }
}
