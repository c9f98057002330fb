import ArgumentParser
import MarqueePresentation

/// `marquee orders pay <id> [--json]`.
struct OrdersPayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay",
        abstract: "Record the payment of an unpaid order.",
        discussion: """
            EXAMPLES
              marquee orders pay o-3f8q1z6mwa
              marquee orders pay o-3f8q1z6mwa --json
            """
    )

    @OptionGroup var order: OneOrderArguments

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, order: order) { await $0.payCommand($1, format: $2) }
    }
}
