/// A bare name in a `#if` or `#elseif` condition (`HTTP` in `#if HTTP || DEBUG`).
public struct ConditionFlag: Sendable, Equatable {
    /// The name as written.
    public let name: String
    /// 1-based line of the name.
    public let line: Int
    /// 1-based column of the name.
    public let column: Int
    /// 1-based column just past the name.
    public let endColumn: Int
}
