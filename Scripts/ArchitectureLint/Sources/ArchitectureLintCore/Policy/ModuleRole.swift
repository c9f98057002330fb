/// What a module is for, which decides what it may import.
public enum ModuleRole: String, Sendable, Codable, CaseIterable {
    /// A production library; follows its layer's rules.
    case library
    /// An executable target; follows its layer's rules.
    case executable
    /// A test-support library (fakes, fixtures, test servers). Follows its
    /// layer's rules and may also use the test support of layers below.
    case testSupport = "test-support"
    /// A test target: its layer's rules plus the policy's test imports, its
    /// own package's modules and the test support of layers it may depend on.
    case tests
    /// A target that only aggregates others (the root workspace target):
    /// exempt from the unused-dependency and compiler-settings checks.
    case aggregate

    /// Whether modules with this role may use test-support modules.
    public var mayUseTestSupport: Bool {
        self == .testSupport || self == .tests
    }
}
