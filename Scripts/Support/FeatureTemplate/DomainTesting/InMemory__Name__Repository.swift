public import __Prefix__Domain

/// A ``/__Prefix__Domain/__Name__Repository`` in memory: the fake for tests of
/// everything that uses the port. It keeps ``__Name__RepositoryContract``.
public actor InMemory__Name__Repository: __Name__Repository {
    private var stored: [__Name__ID: __Name__]
    private var nextFailure: __Name__Error?

    /// Creates a repository holding `__plural__`.
    public init(_ __plural__: [__Name__] = []) {
        stored = Dictionary(__plural__.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Makes the next call fail with `error`, to test how callers report it.
    public func failNextCall(with error: __Name__Error) {
        nextFailure = error
    }

    /// Keeps the port's contract over memory; throws instead the failure set with ``failNextCall(with:)``.
    public func save(_ __name__: __Name__) async throws(__Name__Error) {
        try failIfAsked()
        stored[__name__.id] = __name__
    }

    /// Keeps the port's contract over memory; throws instead the failure set with ``failNextCall(with:)``.
    public func __name__(withID id: __Name__ID) async throws(__Name__Error) -> __Name__? {
        try failIfAsked()
        return stored[id]
    }

    /// Keeps the port's contract over memory; throws instead the failure set with ``failNextCall(with:)``.
    public func all__Plural__() async throws(__Name__Error) -> [__Name__] {
        try failIfAsked()
        return Array(stored.values)
    }

    private func failIfAsked() throws(__Name__Error) {
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
    }
}
