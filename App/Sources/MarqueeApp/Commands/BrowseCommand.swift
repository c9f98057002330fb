import ArgumentParser
import Foundation
import MarqueePresentation

/// `marquee browse`: the full-screen box office (also `marquee` alone on a terminal).
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the full-screen box office (the default when marquee runs alone on a terminal).",
        discussion: """
            Movies, Program, Orders and Users, switched with Tab. Typing searches at once; Up/Down, \
            PgUp/PgDn, Home/End move the selection; Enter opens; Esc goes back; / focuses the search; \
            ? shows every key; q quits (when no text field has focus), Ctrl-C quits anywhere. When standard \
            input or output is not a terminal, the help is printed instead.
            """
    )

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            print(Marquee.helpMessage())
            return
        }
        try await runInteractive(options, source: sourceOptions.source)
    }
}
