import ArgumentParser
import MarqueePresentation

/// `marquee orders show <id> [--json]`.
struct OrdersShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one order: its customer, tickets, total, status and the desks that placed and settled it.",
        discussion: """
            EXAMPLES
              marquee orders show o-3f8q1z6mwa
              marquee orders show o-3f8q1z6mwa --json
            """
    )

    @OptionGroup var order: OneOrderArguments

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, order: order) { await $0.showCommand($1, format: $2) }
    }
}
