/// A policy file that cannot be used; the lint exits with status 2.
public struct PolicyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The policy file's path.
    public let path: String
    /// What is wrong with it.
    public let problem: String

    /// A one-line message for the terminal.
    public var description: String {
        "\(path): error: bad architecture policy: \(problem)"
    }
}
