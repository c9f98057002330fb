/// Where __labels__ are kept: a database in the App, memory in tests.
///
/// Every implementation keeps the promises of `__Name__RepositoryContract` in
/// __Prefix__DomainTesting; run its checks against yours.
public protocol __Name__Repository: Sendable {
    /// Stores a new __label__, or the new state of one with the same ``__Name__/id``.
    ///
    /// - Throws: ``__Name__Error/storageFailed(_:)``; nothing is written then.
    func save(_ __name__: __Name__) async throws(__Name__Error)

    /// The __label__ with this identifier, or `nil`.
    ///
    /// - Throws: ``__Name__Error/storageFailed(_:)``.
    func __name__(withID id: __Name__ID) async throws(__Name__Error) -> __Name__?

    /// Every __label__, in no particular order.
    ///
    /// - Throws: ``__Name__Error/storageFailed(_:)``.
    func all__Plural__() async throws(__Name__Error) -> [__Name__]
}
