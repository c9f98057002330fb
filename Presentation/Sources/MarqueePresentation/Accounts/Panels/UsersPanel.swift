import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The Users panel: the customers by name; register a new one, rename or
/// delete the one selected (deleting asks first), and Enter shows their orders.
@Observable @MainActor
final class UsersPanel: Panel {
    /// What the name field is for, when it is open.
    enum Editing: Equatable {
        case register
        case rename(User)
    }

    /// The first row of the list inside the panel.
    static let listTop = 5

    /// The users.
    let viewModel: UsersViewModel
    /// The name field, while registering or renaming.
    private(set) var field = TextField()
    /// What the field is for; `nil` when it is closed.
    private(set) var editing: Editing?
    /// The user picked.
    private(set) var selection = ListSelection()
    /// A name that could not be read, with why.
    private(set) var problem: String?
    /// Whether a register, rename or delete was pressed and has not finished:
    /// set before its task runs, so keys already waiting cannot start it twice.
    private(set) var acting = false

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var pageRows = 10
    @ObservationIgnored var listTopShown = 0

    /// What the empty list offers.
    let sample: SampleOffer

    init(accounts: AccountsUseCases, sample: SampleOffer, tasks: TaskTracker) {
        viewModel = UsersViewModel(accounts: accounts)
        self.sample = sample
        self.tasks = tasks
    }

    /// Whether the empty list offers the sample cinema.
    var offersSample: Bool { editing == nil && viewModel.state.isEmpty && sample.viewModel != nil }

    var hasTextFocus: Bool { editing != nil }

    /// Opens the name field to register a user.
    static let register = Shortcut("n", "register")
    /// Opens the name field to rename the user selected.
    static let rename = Shortcut("r", "rename")
    /// Deletes the user selected (asks first).
    static let delete = Shortcut("d", "delete")
    static let shortcuts = [register, rename, delete, SampleOffer.shortcut] + ListSelection.shortcuts

    /// The user under the selection.
    var selectedUser: User? {
        let users = viewModel.state.users
        return selection.clamped(to: users.count).map { users[$0] }
    }

    var hints: [KeyHint] {
        switch editing {
        case .register: return [KeyHint(key: "Enter", action: "register"), KeyHint(key: "Esc", action: "cancel")]
        case .rename: return [KeyHint(key: "Enter", action: "rename"), KeyHint(key: "Esc", action: "cancel")]
        case nil:
            var hints = [Self.register.hint]
            if offersSample { hints.append(SampleOffer.hint) }
            if selectedUser != nil {
                hints =
                    [KeyHint(key: "Enter", action: "their orders")] + hints + [
                        Self.rename.hint, Self.delete.hint,
                    ]
            }
            return hints
        }
    }

    /// Loads the list afresh.
    func appear() {
        tasks.run { [viewModel] in await viewModel.load() }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        if editing != nil { return edit(key) }
        let count = viewModel.state.users.count
        if let target = selection.target(of: key, count: count, letters: true, page: pageRows) {
            selection.select(target, count: count)
            return .handled
        }
        switch key {
        case Self.register.key, .character("/"):
            open(.register)
        case SampleOffer.key where offersSample:
            sample.load(tasks: tasks) { [viewModel] in await viewModel.load() }
        case Self.rename.key:
            guard let user = selectedUser else { return .handled }
            open(.rename(user))
        case Self.delete.key:
            guard let user = selectedUser, !acting, !viewModel.state.isWorking else { return .handled }
            return .confirm(
                Confirmation(question: "Delete \(user.name) (user id \(user.id))?") { [weak self] in
                    self?.delete(user)
                })
        case .enter:
            guard let user = selectedUser else { return .handled }
            return .go(.customerOrders(user.name))
        default:
            return .ignored
        }
        return .handled
    }

    func paste(_ text: String) -> PanelOutcome {
        guard editing != nil else { return .ignored }
        field.paste(text)
        problem = nil
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        let index = listTopShown + position.row - area.row(Self.listTop)
        let count = viewModel.state.users.count
        guard editing == nil, position.row >= area.row(Self.listTop), (0..<count).contains(index) else {
            return .ignored
        }
        if selection.clamped(to: count) == index { return handle(.enter) }
        selection.select(index, count: count)
        return .handled
    }

    func scroll(by lines: Int) -> PanelOutcome {
        let count = viewModel.state.users.count
        selection.select((selection.clamped(to: count) ?? 0) + lines, count: count)
        return .handled
    }

    private func open(_ purpose: Editing) {
        editing = purpose
        problem = nil
        if case let .rename(user) = purpose { field.set(user.name.displayName) } else { field.set("") }
    }

    private func edit(_ key: TerminalKey) -> PanelOutcome {
        switch key {
        case .escape:
            editing = nil
            problem = nil
        case .enter:
            submit()
        default:
            if field.edit(key) {
                problem = nil
                return .handled
            }
            return TextField.movesCaret(key) ? .handled : .ignored
        }
        return .handled
    }

    private func submit() {
        guard let editing, !acting, !viewModel.state.isWorking else { return }
        let name: UserName
        do throws(InputProblem) {
            name = try Input.userName(field.text)
        } catch {
            problem = error.message(for: .screen)
            return
        }
        acting = true
        tasks.run { [weak self, viewModel] in
            switch editing {
            case .register: await viewModel.register(name)
            case let .rename(user): await viewModel.rename(user.name, to: name)
            }
            self?.acting = false
            guard let self, viewModel.state.error == nil, let change = viewModel.state.lastChange else { return }
            self.editing = nil
            field.set("")
            await viewModel.load()
            let users = viewModel.state.users
            selection.select(users.firstIndex { $0.id == change.user.id }, count: users.count)
        }
    }

    private func delete(_ user: User) {
        guard !acting else { return }
        acting = true
        tasks.run { [weak self, viewModel] in
            await viewModel.delete(user.name)
            self?.acting = false
            guard viewModel.state.error == nil else { return }
            await viewModel.load()
        }
    }
}
