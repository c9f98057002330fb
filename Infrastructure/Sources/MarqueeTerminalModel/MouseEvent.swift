/// What the mouse did, as a terminal reports it in SGR mode (1006): a
/// button pressed or released, a drag, or the wheel, at a cell.
public struct MouseEvent: Sendable, Hashable {
    /// A mouse button.
    public enum Button: Sendable, Hashable {
        /// The left, middle or right button.
        case left, middle, right
    }

    /// What happened.
    public enum Action: Sendable, Hashable {
        /// A button went down.
        case press(Button)
        /// A button came up.
        case release
        /// The mouse moved with a button held.
        case drag(Button)
        /// The wheel turned away from the user (scroll up).
        case wheelUp
        /// The wheel turned towards the user (scroll down).
        case wheelDown
    }

    /// What happened.
    public let action: Action
    /// The cell, from 0 at the top left.
    public let position: TerminalPosition
    /// Shift, Alt and Control held.
    public let modifiers: KeyModifiers

    /// A mouse event.
    public init(_ action: Action, at position: TerminalPosition, modifiers: KeyModifiers = []) {
        self.action = action
        self.position = position
        self.modifiers = modifiers
    }
}
