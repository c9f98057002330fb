@@include-if terminal
public import SkeletonTerminalModel
public import SkeletonTerminalUI
public import Observation

/// The full-screen app: the one flow coordinator over its tabs' panels.
///
/// The terminal driver feeds it events (``handle(_:)``), draws what
/// ``render(columns:rows:)`` returns, redraws when ``changes`` yields (an
/// answer arrived), and stops when ``isFinished``. Panels never know each
/// other: they say where a person wants to go, and the app goes there.
@Observable @MainActor
public final class ScreenApp: TerminalApplication {
    /// The smallest window the panels are laid out in; below it every key
    /// but quit is swallowed.
    public static let minimumSize = (columns: 60, rows: 16)

    /// Whether a person asked to quit; the driver then restores the terminal.
    public private(set) var isFinished = false
    /// How many colours the terminal shows.
    public var colors: ColorCapability

    /// The tabs' titles, in order.
    let titles: [String]
    /// The tabs' panels, in order.
    let panels: [any Panel]
    /// The tab shown.
    private(set) var tab = 0
    /// Panels opened over the tab, newest last.
    private(set) var pushed: [any Panel] = []
    /// The key map, when shown.
    var keyMap: KeyMap?
    /// The question waiting for y or n, when one is asked.
    private(set) var confirmation: Confirmation?

    @ObservationIgnored let tasks: TaskTracker
    @ObservationIgnored private let changesContinuation: AsyncStream<Void>.Continuation
    /// The size of the last frame drawn.
    @ObservationIgnored var size = TerminalSize(columns: 0, rows: 0)
    /// Where the body and the tabs were last drawn, for clicks.
    @ObservationIgnored var body = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var tabColumns: [(tab: Int, columns: Range<Int>)] = []

    /// Yields whenever something shown may have changed since the last
    /// ``render(columns:rows:)`` — an answer arrived — so the driver redraws.
    @ObservationIgnored public nonisolated let changes: AsyncStream<Void>

    /// Creates the app on its first tab.
    ///
    /// - Parameters:
    ///   - tabs: The screens, in the tab bar's order; the composition root builds them.
    ///   - colors: How many colours the terminal shows.
    public init(tabs: [ScreenTab], colors: ColorCapability = .indexed256) {
        self.colors = colors
        (changes, changesContinuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        titles = tabs.map(\.title)
        let tasks = TaskTracker()
        self.tasks = tasks
        panels = tabs.map { $0.makePanel(tasks) }
        current?.appear()
    }

    /// The panel shown; `nil` when the app has no screen yet.
    var current: (any Panel)? { pushed.last ?? (panels.isEmpty ? nil : panels[tab]) }

    /// Whether a text field has focus, so letters type rather than command.
    public var hasTextFocus: Bool { current?.hasTextFocus ?? false }

    /// Waits until every load started so far has finished; for tests and shutdown.
    public func settle() async {
        await tasks.settle()
    }

    /// Shows tab `index`, closing what was opened over the tab before.
    func show(_ index: Int) {
        guard panels.indices.contains(index) else { return }
        pushed = []
        tab = index
        current?.appear()
    }

    /// Goes where a panel sent a person.
    func go(_ destination: Destination) {
        switch destination {
        case .back:
            guard !pushed.isEmpty else { return }
            pushed.removeLast()
            current?.appear()
        }
    }

    func finish() {
        isFinished = true
        changesContinuation.finish()
    }

    func openKeyMap(_ open: Bool) {
        keyMap = open ? KeyMap(everywhere: KeyMap.standardKeys(tabs: titles)) : nil
    }

    func ask(_ question: Confirmation?) {
        confirmation = question
    }

    func signalChange() {
        changesContinuation.yield()
    }

    /// Where observed changes are reported.
    var changesSink: AsyncStream<Void>.Continuation { changesContinuation }
}
