@@include-if terminal
import SkeletonTerminalUI

/// One tab of the full-screen app: its title and the panel it shows. Each
/// context with a screen offers one (`ScreenTab.notes(_:)`), and the
/// composition root lists them in the order the tab bar shows.
public struct ScreenTab {
    /// The title the tab bar shows.
    let title: String
    /// Builds the tab's panel, once, when the app starts.
    let makePanel: @MainActor (TaskTracker) -> any Panel

    /// Creates a tab.
    init(title: String, makePanel: @escaping @MainActor (TaskTracker) -> any Panel) {
        self.title = title
        self.makePanel = makePanel
    }
}
