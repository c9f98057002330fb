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
    /// A SwiftPM plugin (a build tool that generates code, say): it runs
    /// while building and is no part of the layer's code. It may import
    /// PackagePlugin, Foundation and the standard library only, and takes no
    /// Swift settings.
    case plugin

    /// Whether modules with this role may use test-support modules.
    public var mayUseTestSupport: Bool {
        self == .testSupport || self == .tests
    }
}
