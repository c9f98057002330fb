import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

/// Where a panel sends a person.
enum Destination: Equatable {
    /// One movie's details.
    case details(MovieID)
    /// Orders, with a new order for this screening.
    case order(ScreeningID)
    /// Orders, showing this customer's orders.
    case customerOrders(UserName)
    /// The program, narrowed to one movie (or all of it).
    case program(movie: MovieID?, title: String? = nil)
    /// The form that schedules a screening, for a movie when known.
    case schedule(movie: MovieID?)
    /// The form that moves or reprices this screening of the program.
    case changeScreening(ScreeningID)
    /// What calling off this screening of the program does, and its button.
    case cancelScreening(ScreeningID)
    /// The movie search, its field focused (`/` from any screen).
    case search
    /// Back where the panel was opened from.
    case back
}

/// How a tab's panel takes a destination it leads to (see ``Panel/take(_:in:)``).
enum Arrival {
    /// Show this panel's tab (the panel has readied itself for the destination).
    case tab
    /// Open `panel` over the tab shown, as Details opens over Movies.
    case over(any Panel)
}

/// What the app lends a panel that opens another: where its loads run, how
/// many colours the terminal shows.
@MainActor
struct PanelEnvironment {
    /// Where the panels' loads run, so tests and shutdown can wait for them.
    let tasks: TaskTracker
    /// How many colours the terminal shows.
    let colors: ColorCapability
}

/// A question asked before an action that cannot be undone (cancelling an
/// order, deleting a user): `y` runs it, `n` or Esc does not.
struct Confirmation {
    /// The question, such as `Cancel order o-1? Its seats are freed.`
    let question: String
    /// What `y` does.
    let action: @MainActor () -> Void
}

/// What a panel made of an input.
enum PanelOutcome {
    /// The panel did not use it; the app may.
    case ignored
    /// The panel used it.
    case handled
    /// A person wants to go somewhere.
    case go(Destination)
    /// A person asked for an action that needs a yes first.
    case confirm(Confirmation)
}

/// One screen of the full-screen app: Movies, Details, Program, Orders,
/// Users, the schedule form. It reads its view models' state, turns keys,
/// pastes and clicks into their actions, and draws itself; it never knows
/// another panel — it says where a person wants to go, and the app goes.
@MainActor
protocol Panel: AnyObject {
    /// Whether a text field has focus, so letters type rather than command.
    var hasTextFocus: Bool { get }
    /// The keys that work here, most useful first; the footer shows what fits.
    var hints: [KeyHint] { get }
    /// Every single key the panel acts on where no text field has focus,
    /// whatever its state (``hints`` shows those that act now). Typed into a
    /// field, each of them only types.
    static var shortcuts: [Shortcut] { get }
    /// The title the tab bar shows beside the tabs while the panel is open
    /// over one (a movie's title for Details); `nil` for a tab's own panel.
    var overlayTitle: String? { get }
    /// Called each time the panel is shown: it may load afresh.
    func appear()
    /// Called when a person picks the panel's tab (a digit, Tab, a click on
    /// the tab bar), rather than arriving with a destination or coming back
    /// from a panel opened over it: a narrowing made for that arrival ends
    /// here. Calls ``appear()`` unless the panel says otherwise.
    func appearFromTabBar()
    /// Readies the panel for `destination` when it leads here (and says how
    /// to show it), or `nil` when the destination is another panel's. The
    /// app asks each tab's panel in turn, so panels never know each other.
    func take(_ destination: Destination, in environment: PanelEnvironment) -> Arrival?
    /// Applies a key.
    func handle(_ key: TerminalKey) -> PanelOutcome
    /// Applies pasted text.
    func paste(_ text: String) -> PanelOutcome
    /// Applies a click at `position`, which lies in the area last drawn.
    func click(at position: TerminalPosition) -> PanelOutcome
    /// Scrolls by `lines` (the wheel): negative up, positive down.
    func scroll(by lines: Int) -> PanelOutcome
    /// Draws the panel in `area`.
    func draw(into grid: inout TerminalGrid, area: PanelArea)
}

extension Panel {
    var overlayTitle: String? { nil }
    func appearFromTabBar() { appear() }
    func take(_ destination: Destination, in environment: PanelEnvironment) -> Arrival? { nil }
    func paste(_ text: String) -> PanelOutcome { .ignored }
    func click(at position: TerminalPosition) -> PanelOutcome { .ignored }
    func scroll(by lines: Int) -> PanelOutcome {
        handle(lines < 0 ? .up : .down)
    }
}
