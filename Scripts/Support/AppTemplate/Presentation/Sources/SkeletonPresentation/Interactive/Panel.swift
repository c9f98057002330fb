@@include-if terminal
import SkeletonTerminalModel
import SkeletonTerminalUI

/// Where a panel sends a person.
enum Destination: Equatable {
    /// Back where the panel was opened from.
    case back
}

/// A question asked before an action that cannot be undone (deleting
/// something): `y` runs it, `n` or Esc does not.
struct Confirmation {
    /// The question, such as `Delete note n-1?`
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

/// One screen of the full-screen app, one tab each. It reads its view models' state, turns keys,
/// pastes and clicks into their actions, and draws itself; it never knows
/// another panel — it says where a person wants to go, and the app goes.
@MainActor
protocol Panel: AnyObject {
    /// Whether a text field has focus, so letters type rather than command.
    var hasTextFocus: Bool { get }
    /// The keys that work here, most useful first; the footer shows what fits.
    var hints: [KeyHint] { get }
    /// Called each time the panel is shown: it may load afresh.
    func appear()
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
    func paste(_ text: String) -> PanelOutcome { .ignored }
    func click(at position: TerminalPosition) -> PanelOutcome { .ignored }
    func scroll(by lines: Int) -> PanelOutcome {
        handle(lines < 0 ? .up : .down)
    }
}
