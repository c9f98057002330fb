/// Why the ``TestHTTPServer`` could not start.
public struct TestHTTPServerError: Error, Sendable, CustomStringConvertible {
    /// The system call that failed.
    public let call: String
    /// The `errno` it left.
    public let code: Int32

    /// A one-line summary.
    public var description: String { "TestHTTPServer: \(call) failed with errno \(code)" }
}
