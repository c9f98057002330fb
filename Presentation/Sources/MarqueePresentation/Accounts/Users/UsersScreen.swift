import MarqueeDomain
import Observation

/// The interactive Users screen: the customers by name, and a field to
/// register a new one (`/` focuses it, Enter registers, Esc leaves it).
@Observable @MainActor
final class UsersScreen {
    /// The users.
    let viewModel: UsersViewModel
    /// The name to register.
    private(set) var field = TextFieldState()
    /// Whether the name field takes typed characters.
    private(set) var isFieldFocused = false
    /// The user picked.
    private(set) var selection = 0
    @ObservationIgnored private let tasks: TaskTracker
    /// Rows a page moves; the view sets it from the rows it shows.
    @ObservationIgnored var pageRows = 10

    init(viewModel: UsersViewModel, tasks: TaskTracker) {
        self.viewModel = viewModel
        self.tasks = tasks
    }

    /// Loads the list afresh.
    func appear() {
        tasks.run { [viewModel] in await viewModel.load() }
    }

    /// Applies a key.
    func handle(_ key: ScreenKey) -> ScreenOutcome {
        if let target = ListWindow.move(selection, by: key, count: viewModel.state.users.count, page: pageRows) {
            selection = target
            return .handled
        }
        switch key {
        case .character("/") where !isFieldFocused, .character("n") where !isFieldFocused:
            isFieldFocused = true
        case .escape where isFieldFocused:
            isFieldFocused = false
        case .enter where isFieldFocused:
            register()
        default:
            guard isFieldFocused else { return .ignored }
            return field.edit(key) || [.left, .right, .ctrl("a"), .ctrl("e")].contains(key) ? .handled : .ignored
        }
        return .handled
    }

    private func register() {
        let name = field.text
        tasks.run { [weak self, viewModel] in
            await viewModel.register(nameText: name)
            guard let self, viewModel.state.error == nil, let change = viewModel.state.lastChange else { return }
            field = TextFieldState()
            await viewModel.load()
            // Loading clears the change; keep the confirmation on screen and the new user selected.
            selection = viewModel.state.users.firstIndex(of: change.user) ?? selection
            lastRegistered = change
        }
    }

    /// The last registration, kept for its confirmation line.
    private(set) var lastRegistered: UsersState.Change?
}
