public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// The box office's customers: register, rename, delete, list.
///
/// Users are picked by name; names ignore letter case. A failed action
/// leaves the list as it was and reports the error; a successful one clears it.
@Observable @MainActor
public final class UsersViewModel {
    /// Everything the list shows.
    public private(set) var state = UsersState()

    private let accounts: AccountsUseCases

    /// Creates the view model over the Accounts use cases.
    public init(accounts: AccountsUseCases) {
        self.accounts = accounts
    }

    /// Registers a user named `name`.
    public func register(_ name: UserName) async {
        await perform(about: name) { () async throws(AccountsError) in
            .registered(try await accounts.register.execute(name: name))
        }
    }

    /// Renames the user named `name` to `newName`.
    public func rename(_ name: UserName, to newName: UserName) async {
        await perform(about: name) { () async throws(AccountsError) in
            let renamed = try await accounts.rename.execute(named: name, to: newName)
            return .renamed(from: renamed.previousName, to: renamed.user)
        }
    }

    /// Deletes the user named `name`; refused while they have unpaid orders.
    public func delete(_ name: UserName) async {
        await perform(about: name) { () async throws(AccountsError) in
            .deleted(try await accounts.delete.execute(named: name))
        }
    }

    /// Loads the list of users, by name; keeps the last change shown.
    public func load() async {
        state.isWorking = true
        do throws(AccountsError) {
            state.users = try await accounts.list.execute()
            state.hasLoaded = true
            state.error = nil
        } catch {
            state.error = error
        }
        state.isWorking = false
    }

    private func perform(
        about subject: UserName? = nil, _ action: () async throws(AccountsError) -> UsersState.Change
    ) async {
        state.subject = subject
        state.lastChange = nil
        state.isWorking = true
        do throws(AccountsError) {
            state.lastChange = try await action()
            state.error = nil
        } catch {
            state.error = error
        }
        state.isWorking = false
    }

    /// `marquee users register|rename|delete`: what the action changed as
    /// text or JSON, or the one-line error.
    public func changeOutput(format: OutputFormat) -> CommandOutput {
        if let error = state.error {
            return .failed(error.message(for: .commandLine, subject: state.subject), outcome: error.outcome)
        }
        guard let change = state.lastChange else { return .printing([]) }
        return switch format {
        case .text: .printing([change.line])
        case .json: .json(change.user.json)
        }
    }

    /// `marquee users register`.
    public func registerCommand(_ name: UserName, format: OutputFormat) async -> CommandOutput {
        await register(name)
        return changeOutput(format: format)
    }

    /// `marquee users rename`.
    public func renameCommand(_ name: UserName, to newName: UserName, format: OutputFormat) async -> CommandOutput {
        await rename(name, to: newName)
        return changeOutput(format: format)
    }

    /// `marquee users delete`.
    public func deleteCommand(_ name: UserName, format: OutputFormat) async -> CommandOutput {
        await delete(name)
        return changeOutput(format: format)
    }

    /// `marquee users list`: loads, then renders the list as text or JSON, or the one-line error.
    public func listCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(state, failure: state.error?.failureText, format: format, text: \.textLines, json: \.json)
    }
}
