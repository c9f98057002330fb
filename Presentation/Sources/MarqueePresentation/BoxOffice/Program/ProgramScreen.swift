import MarqueeDomain
import Observation

/// The interactive Program screen: upcoming screenings with seats left, one
/// selected; Enter orders tickets for it.
@Observable @MainActor
final class ProgramScreen {
    /// The program.
    let viewModel: ProgramViewModel
    /// The screening picked.
    private(set) var selection = 0
    @ObservationIgnored private let tasks: TaskTracker
    /// Rows a page moves; the view sets it from the rows it shows.
    @ObservationIgnored var pageRows = 10

    init(viewModel: ProgramViewModel, tasks: TaskTracker) {
        self.viewModel = viewModel
        self.tasks = tasks
    }

    /// Loads the program afresh: seats change while the app runs.
    func appear() {
        tasks.run { [viewModel] in await viewModel.load() }
    }

    /// Applies a key.
    func handle(_ key: ScreenKey) -> ScreenOutcome {
        let screenings = viewModel.state.screenings
        if let target = ListWindow.move(selection, by: key, count: screenings.count, page: pageRows) {
            selection = target
            return .handled
        }
        switch key {
        case .enter where screenings.indices.contains(selection):
            return .orderTickets(screeningID: screenings[selection].id.rawValue)
        case .character("r"), .ctrl("r"):
            appear()
            return .handled
        default:
            return .ignored
        }
    }
}
