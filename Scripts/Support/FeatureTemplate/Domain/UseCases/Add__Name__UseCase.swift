/// Adds a __label__ under a new identity.
public struct Add__Name__UseCase: Sendable {
    private let __plural__: any __Name__Repository
    private let ids: any IDGenerator

    /// Creates the use case over the __labels__ port and an identity source.
    public init(__plural__: any __Name__Repository, ids: any IDGenerator) {
        self.__plural__ = __plural__
        self.ids = ids
    }

    /// Adds a __label__ called `title` and returns it as stored.
    ///
    /// - Throws: ``__Name__Error/invalidID(_:)`` when the generator breaks the
    ///   identifier rules; ``__Name__Error/storageFailed(_:)``.
    public func execute(title: __Name__Title) async throws(__Name__Error) -> __Name__ {
        let __name__ = __Name__(id: try __Name__ID(await ids.nextID()), title: title)
        try await __plural__.save(__name__)
        return __name__
    }
}
