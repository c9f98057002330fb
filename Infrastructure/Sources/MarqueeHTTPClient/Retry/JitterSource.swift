/// A source of random fractions in `0..<1` for retry jitter; injectable so
/// tests get fixed waits.
public struct JitterSource: Sendable {
    private let generate: @Sendable () -> Double

    /// Creates a source from a function returning values in `0..<1`.
    public init(_ generate: @escaping @Sendable () -> Double) {
        self.generate = generate
    }

    /// The next random fraction.
    public func next() -> Double {
        generate()
    }

    /// The system random number generator.
    public static let system = JitterSource { Double.random(in: 0..<1) }

    /// Always returns `value`: deterministic waits for tests.
    public static func constant(_ value: Double) -> JitterSource {
        JitterSource { value }
    }
}
