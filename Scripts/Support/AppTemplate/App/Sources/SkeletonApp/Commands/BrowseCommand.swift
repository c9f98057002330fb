@@include-if terminal
import ArgumentParser
import Foundation

/// `skeleton browse`: the full-screen app (also `skeleton` alone on a terminal).
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the full-screen app (the default when skeleton runs alone on a terminal).",
        discussion: """
            One tab per screen, switched with Tab (or 1, 2, 3…). ↑↓ (j k), PgUp/PgDn, Home/End move the \
            selection; Esc goes back; ? or F1 shows every key; q quits (when no text field has focus), Ctrl-C \
            quits anywhere. The mouse selects, presses and scrolls (--no-mouse leaves it to the terminal). When \
            standard input or output is not a terminal, the help is printed instead.
            """
    )

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own selection and copy).")
    var noMouse = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            print(Skeleton.helpMessage())
            return
        }
        try await runInteractive(options, mouse: !noMouse)
    }
}
