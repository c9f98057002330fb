/// One place a manifest reads the process environment.
struct EnvironmentRead: Sendable {
    /// Where the read starts.
    let location: SourceLocation
    /// The expression as written, whitespace removed (`Context.environment`).
    let expression: String
}
