public import __Prefix__Domain

/// Text typed for __labels__, turned into Domain values once, at the edge:
/// the command line's arguments and the screen's field both parse here, so a
/// typo gets the same message in both.
public enum __Name__Input {
    /// A title, as typed.
    public static func title(_ text: String) throws(__Name__InputProblem) -> __Name__Title {
        do { return try __Name__Title(text) } catch { throw __Name__InputProblem(error: error) }
    }
}

/// Text typed for a __label__ that is not what it should be, with the rule it
/// broke: the command line shows it as a usage error (exit status 64), a
/// screen beside the field.
public struct __Name__InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public let error: __Name__Error

    /// Creates the problem for the rule `error` broke.
    public init(error: __Name__Error) {
        self.error = error
    }

    /// One line for `audience`: what is wrong and what to type instead.
    public func message(for audience: Audience) -> String { error.message(for: audience) }

    /// The command line's wording (what an argument parser shows).
    public var description: String { message(for: .commandLine) }
}
