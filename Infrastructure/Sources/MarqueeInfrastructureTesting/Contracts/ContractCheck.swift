/// One promise a port of this package makes, as a check any implementation
/// can be run against: the in-memory fakes here, and the SQLite or
/// PostgreSQL implementations in other packages. (The same shape as
/// MarqueeDomainTesting's, for the ports that live in Infrastructure.)
///
/// This library does not import a test framework, so a check reports a
/// broken promise by throwing ``ContractViolation``. Run every check of a
/// contract from a parameterized test, with a fresh subject each time:
///
/// ```swift
/// @Test(arguments: IdempotencyStoreContract.checks)
/// func keepsTheContract(check: ContractCheck<any IdempotencyStore>) async throws {
///     try await check.run(against: SQLiteIdempotencyStore(path: temporaryFile()))
/// }
/// ```
public struct ContractCheck<Subject: Sendable>: Sendable, CustomStringConvertible {
    /// What the implementation promises, in a sentence.
    public let description: String
    private let body: @Sendable (Subject) async throws -> Void

    /// Creates a check.
    public init(_ description: String, _ body: @escaping @Sendable (Subject) async throws -> Void) {
        self.description = description
        self.body = body
    }

    /// Runs the check against `subject`, which should be new and empty.
    ///
    /// - Throws: ``ContractViolation`` when the promise is broken, or whatever
    ///   the subject threw where no error was expected.
    public func run(against subject: Subject) async throws {
        try await body(subject)
    }
}

/// A port implementation broke a promise its contract checks for.
public struct ContractViolation: Error, Equatable, CustomStringConvertible {
    /// What was expected and what happened instead.
    public let description: String

    /// Creates a violation.
    public init(_ description: String) {
        self.description = description
    }
}

/// The small assertion vocabulary the contracts share.
enum Expect {
    static func that(_ condition: Bool, _ message: @autoclosure () -> String) throws(ContractViolation) {
        guard condition else { throw ContractViolation(message()) }
    }

    static func equal<T: Equatable>(_ actual: T, _ expected: T, _ what: String) throws(ContractViolation) {
        guard actual == expected else { throw ContractViolation("\(what): expected \(expected), got \(actual)") }
    }
}
