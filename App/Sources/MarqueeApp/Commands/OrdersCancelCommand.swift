import ArgumentParser
import MarqueePresentation

/// `marquee orders cancel <id> [--json]`.
struct OrdersCancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Cancel an unpaid order, or refund a paid one, and free its seats.",
        discussion: """
            A paid order is refunded: its status becomes refunded, with the time and the desk, and the \
            total is to be given back. Through the box office service only a manager's desk refunds.

            EXAMPLES
              marquee orders cancel o-3f8q1z6mwa
              marquee orders cancel o-3f8q1z6mwa --json
            """
    )

    @OptionGroup var order: OneOrderArguments

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, order: order) { await $0.cancelCommand($1, format: $2) }
    }
}
