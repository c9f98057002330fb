import ArgumentParser
import Foundation
import MarqueeComposition
import MarqueePresentation

/// `marquee browse`: the full-screen box office (also `marquee` alone on a terminal).
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the full-screen box office (the default when marquee runs alone on a terminal).",
        discussion: """
            Movies, Program, Orders and Users, switched with Tab (or 1–4). Typing searches at once; Enter \
            opens a movie and keeps the search; ↑↓ (j k), PgUp/PgDn, Home/End move the selection; Esc goes \
            back; / searches; ? or F1 shows every key; q quits (when no text field has focus), Ctrl-C quits \
            anywhere. The mouse selects, presses and scrolls (--no-mouse leaves it to the terminal). When \
            standard input or output is not a terminal, the help is printed instead.
            """
    )

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own selection and copy).")
    var noMouse = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            print(Marquee.helpMessage())
            return
        }
        TerminalApp.prepareForCrashes()
        try await runInteractive(options, source: sourceOptions.source, mouse: !noMouse)
    }
}
