import MarqueePresentation

/// Entry points of `marquee users …`.
extension AppComposition {
    /// What a `users` command asks for.
    enum UsersAction {
        case register(name: String)
        case rename(name: String, newName: String)
        case delete(name: String)
    }

    /// Registers, renames or deletes a user and prints what changed.
    @MainActor
    func changeUser(_ action: UsersAction, json: Bool) async throws {
        let viewModel = try BoxOfficeComposition(app: self).makeUsersViewModel()
        switch action {
        case let .register(name): await viewModel.register(nameText: name)
        case let .rename(name, newName): await viewModel.rename(nameText: name, to: newName)
        case let .delete(name): await viewModel.delete(nameText: name)
        }
        if let error = viewModel.error { throw CommandFailure(error, message: viewModel.errorMessage) }
        guard let change = viewModel.lastChange else { return }
        if json {
            Output.lines([try JSONOutput.string(UserJSON(change.user))])
        } else {
            Output.lines(UsersScreen.render(change: change))
        }
    }

    /// Lists every user, by name.
    @MainActor
    func listUsers(json: Bool) async throws {
        let viewModel = try BoxOfficeComposition(app: self).makeUsersViewModel()
        await viewModel.load()
        if let error = viewModel.error { throw CommandFailure(error, message: viewModel.errorMessage) }
        if json {
            Output.lines([try JSONOutput.string(UsersJSON(viewModel))])
        } else {
            Output.lines(UsersScreen.render(UsersScreen.State(viewModel)))
        }
    }
}
