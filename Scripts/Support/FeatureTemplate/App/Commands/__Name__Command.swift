import ArgumentParser

/// `__exe__ __command__ …`: __labels__.
struct __Name__Command: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "__command__",
        abstract: "Add and list __labels__.",
        subcommands: [__Name__AddCommand.self, __Name__ListCommand.self]
    )
}
