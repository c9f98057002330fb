import __Prefix__Domain
import __Prefix__TerminalModel
import __Prefix__TerminalUI
import Observation

/// The __Labels__ screen: the __labels__ by title; `n` opens the title field
/// and Enter adds what it holds.
@Observable @MainActor
final class __Plural__Panel: Panel {
    /// The first row of the list inside the panel.
    static let listTop = 5

    /// The __labels__.
    let viewModel: __Plural__ViewModel
    /// The title field, while adding.
    private(set) var field = TextField()
    /// Whether the title field is open.
    private(set) var isAdding = false
    /// The __label__ picked.
    private(set) var selection = ListSelection()
    /// A title that could not be read, with why.
    private(set) var problem: String?
    /// Whether an add was pressed and has not finished: set before its task
    /// runs, so keys already waiting cannot start it twice.
    private(set) var acting = false

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var pageRows = 10
    @ObservationIgnored var listTopShown = 0

    init(__plural__: __Name__UseCases, tasks: TaskTracker) {
        viewModel = __Plural__ViewModel(__plural__: __plural__)
        self.tasks = tasks
    }

    var hasTextFocus: Bool { isAdding }

    /// Opens the title field. // new-feature: shortcuts
    static let add = Shortcut("n", "add a __label__") // new-feature: shortcuts
    /// The list also moves with the list's letters. // new-feature: shortcuts
    static let shortcuts = [add] + ListSelection.shortcuts // new-feature: shortcuts

    var hints: [KeyHint] {
        if isAdding { return [KeyHint(key: "Enter", action: "add"), KeyHint(key: "Esc", action: "cancel")] }
        return [KeyHint(key: "n", action: "add a __label__")]
    }

    /// Loads the list afresh.
    func appear() {
        tasks.run { [viewModel] in await viewModel.load() }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        if isAdding { return edit(key) }
        let count = viewModel.state.__plural__.count
        if let target = selection.target(of: key, count: count, letters: true, page: pageRows) {
            selection.select(target, count: count)
            return .handled
        }
        guard key == .character("n") else { return .ignored }
        isAdding = true
        problem = nil
        field.set("")
        return .handled
    }

    func paste(_ text: String) -> PanelOutcome {
        guard isAdding else { return .ignored }
        field.paste(text)
        problem = nil
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        let index = listTopShown + position.row - area.row(Self.listTop)
        let count = viewModel.state.__plural__.count
        guard !isAdding, position.row >= area.row(Self.listTop), (0..<count).contains(index) else { return .ignored }
        selection.select(index, count: count)
        return .handled
    }

    private func edit(_ key: TerminalKey) -> PanelOutcome {
        switch key {
        case .escape:
            isAdding = false
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
        guard !acting else { return }
        let title: __Name__Title
        do throws(__Name__InputProblem) {
            title = try __Name__Input.title(field.text)
        } catch {
            problem = error.message(for: .screen)
            return
        }
        acting = true
        tasks.run { [weak self, viewModel] in
            await viewModel.add(title)
            self?.acting = false
            guard let self, viewModel.state.error == nil, let added = viewModel.state.added else { return }
            isAdding = false
            field.set("")
            await viewModel.load()
            let __plural__ = viewModel.state.__plural__
            selection.select(__plural__.firstIndex { $0.id == added.id }, count: __plural__.count)
        }
    }
}
