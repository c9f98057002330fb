public import MarqueeDomain

/// An ``/MarqueeDomain/IDGenerator`` that counts: `id-1`, `id-2`, … — deterministic, so tests
/// can name the identity a use case will create before it runs.
public actor IncrementingIDGenerator: IDGenerator {
    private let prefix: String
    private var next: Int

    /// Every identifier handed out so far, oldest first.
    public private(set) var issued: [String] = []

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - prefix: Put before each number; keep it to letters, digits, `-` and `_`.
    ///   - start: The first number.
    public init(prefix: String = "id-", start: Int = 1) {
        self.prefix = prefix
        self.next = start
    }

    /// The next identifier in the sequence, recorded in ``issued``.
    public func nextID() async -> String {
        let id = prefix + String(next)
        next += 1
        issued.append(id)
        return id
    }

    /// The identifier the next call will return, without using it up.
    public func peek() -> String { prefix + String(next) }
}
