public import MarqueeTerminalModel
public import MarqueeTerminalUI
public import Observation

/// The full-screen app: the one flow coordinator over its tabs' panels and
/// what opens over them (a movie's Details over Movies, the schedule form
/// over Program). Marquee's box office is its list of ``ScreenTab``s —
/// Movies, Program, Orders, Users — which the composition root gives it.
///
/// The terminal driver feeds it events (``handle(_:)``), draws what
/// ``render(columns:rows:)`` returns, redraws when ``changes`` yields (an
/// answer arrived), and stops when ``isFinished``. Panels never know each
/// other: they say where a person wants to go, and the app asks each tab's
/// panel whether that is its own.
@Observable @MainActor
public final class ScreenApp: TerminalApplication {
    /// The smallest window the panels are laid out in; below it every key
    /// but quit is swallowed.
    public static let minimumSize = (columns: 60, rows: 16)

    /// Whether a person asked to quit; the driver then restores the terminal.
    public private(set) var isFinished = false
    /// How many colours the terminal shows; posters are drawn to it.
    public var colors: ColorCapability

    /// Whether what the app shows can only be read (a read-only data
    /// directory or file system): the tab bar says so, as every write is
    /// refused.
    public let isReadOnly: Bool
    /// The tabs' titles, in the tab bar's order.
    let titles: [String]
    /// The tabs' panels, in the same order; made once.
    let panels: [any Panel]
    /// The index of the tab shown.
    private(set) var selected = 0
    /// Panels opened over the tab (a movie's details, the schedule form), newest last.
    private(set) var pushed: [any Panel] = []
    /// The key map, when shown.
    var keyMap: KeyMap?
    /// The question waiting for y or n, when one is asked.
    private(set) var confirmation: Confirmation?

    @ObservationIgnored let tasks = TaskTracker()
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
    ///   - tabs: The screens, in the tab bar's order (at most nine: the
    ///     digits 1 to 9 go to them); the composition root lists them.
    ///   - colors: How many colours the terminal shows.
    ///   - readOnly: Whether the data can only be read; the tab bar says "read-only".
    public init(tabs: [ScreenTab], colors: ColorCapability = .indexed256, readOnly: Bool = false) {
        self.colors = colors
        isReadOnly = readOnly
        (changes, changesContinuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let tabs = Array(tabs.prefix(Shortcut.tabs.count))
        titles = tabs.map(\.title)
        let tasks = tasks
        panels = tabs.map { $0.makePanel(tasks) }
        panels.first?.appear()
    }

    /// The panel shown.
    var current: any Panel { pushed.last ?? (panels.indices.contains(selected) ? panels[selected] : noTabs) }
    /// What an app given no tabs shows.
    @ObservationIgnored private let noTabs = NoTabsPanel()

    /// Whether a text field has focus, so letters type rather than command.
    public var hasTextFocus: Bool { current.hasTextFocus }

    /// Waits until every load and search started so far has finished (after
    /// the search pause has passed on the clock); for tests and shutdown.
    public func settle() async {
        await tasks.settle()
    }

    /// Shows tab `index`, closing what was opened over the tab before.
    func show(_ index: Int) {
        guard panels.indices.contains(index) else { return }
        pushed = []
        selected = index
        current.appearFromTabBar()
    }

    /// Goes where a panel sent a person: back, or to the first tab whose
    /// panel takes the destination. Back from a tab's own screen stays: Esc
    /// pressed once more than needed (leaving a form's field, say) must not
    /// carry a person off to Movies, where the next letter would be a search.
    func go(_ destination: Destination) {
        if case .back = destination {
            guard !pushed.isEmpty else { return }
            pushed.removeLast()
            return current.appear()
        }
        let environment = PanelEnvironment(tasks: tasks, colors: colors)
        for (index, panel) in panels.enumerated() {
            switch panel.take(destination, in: environment) {
            case nil: continue
            case .tab:
                pushed = []
                selected = index
            case let .over(opened):
                pushed.append(opened)
            }
            return
        }
    }

    func finish() {
        isFinished = true
        changesContinuation.finish()
    }

    func openKeyMap(_ open: Bool) {
        keyMap = open ? KeyMap(tabs: titles) : nil
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

/// The body of an app given no tabs: one line that says so.
@MainActor
private final class NoTabsPanel: Panel {
    var hasTextFocus: Bool { false }
    var hints: [KeyHint] { [] }
    static let shortcuts: [Shortcut] = []
    func appear() {}
    func handle(_ key: TerminalKey) -> PanelOutcome { .ignored }
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        grid.write("No screens here.", row: area.top, column: area.left, width: area.columns, style: .secondary)
    }
}
