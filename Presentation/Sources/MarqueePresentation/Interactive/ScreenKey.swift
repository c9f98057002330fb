/// One thing a person did at the keyboard (or to the window), decoded by the
/// terminal driver and handed to ``BoxOfficeApp/handle(_:)``.
///
/// Presentation's own type, so the interactive front end knows no terminal.
public enum ScreenKey: Equatable, Sendable {
    /// A printable character, as typed.
    case character(Character)
    /// An arrow key.
    case up, down, left, right
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Home and End.
    case home, end
    /// Return.
    case enter
    /// Escape, alone.
    case escape
    /// Tab and Shift-Tab.
    case tab, backTab
    /// Backspace (erase before the cursor) and Delete (erase under it).
    case backspace, delete
    /// A control chord such as Ctrl-C, named by its lower-case letter.
    case ctrl(Character)
    /// Text pasted in one piece (bracketed paste).
    case paste(String)
    /// The window now has this size.
    case resize(columns: Int, rows: Int)
}
