/// Why the lint could not run at all (exit status 2).
public enum LintError: Error, Sendable, CustomStringConvertible {
    /// The policy file is missing or inconsistent.
    case policy(PolicyError)
    /// A manifest could not be evaluated.
    case manifest(ManifestError)

    /// A message for the terminal.
    public var description: String {
        switch self {
        case .policy(let error): return error.description
        case .manifest(let error): return error.description
        }
    }
}
