/// Lists every __label__, by title (ignoring letter case), then identity.
public protocol List__Plural__UseCase: Sendable {
    /// Every __label__, by title.
    ///
    /// - Throws: ``__Name__Error/storageFailed(_:)``.
    func execute() async throws(__Name__Error) -> [__Name__]
}

/// Lists the __labels__ of the __labels__ port.
public struct List__Plural__Interactor: List__Plural__UseCase {
    private let __plural__: any __Name__Repository

    /// Creates the use case over the __labels__ port.
    public init(__plural__: any __Name__Repository) {
        self.__plural__ = __plural__
    }

    public func execute() async throws(__Name__Error) -> [__Name__] {
        try await __plural__.all__Plural__().sorted {
            ($0.title.text.lowercased(), $0.id) < ($1.title.text.lowercased(), $1.id)
        }
    }
}
