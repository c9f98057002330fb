import MarqueeTerminalModel
import MarqueeTerminalUI

/// One screen of the full-screen app's tab bar: its title and how its panel
/// is made. A feature brings its own (``movies(catalog:source:clock:posterRenderer:)``,
/// ``program(boxOffice:times:sample:search:clock:)``, …); the composition root lists them,
/// and ``ScreenApp`` shows them in that order, numbered from 1.
///
/// The app knows no tab by name: a panel that sends a person elsewhere says
/// where (a `Destination`), and the app asks each tab's panel whether the
/// destination is its own (`Panel.take(_:in:)`). A new tab is one more
/// value in the list, and the screens of the others do not change.
public struct ScreenTab: Sendable {
    /// The title in the tab bar.
    public let title: String
    /// Makes the panel, once, when the app opens; it runs its loads on the app's tasks.
    let makePanel: @MainActor @Sendable (TaskTracker) -> any Panel

    /// A tab titled `title` whose panel `makePanel` makes.
    init(title: String, makePanel: @escaping @MainActor @Sendable (TaskTracker) -> any Panel) {
        self.title = title
        self.makePanel = makePanel
    }
}
