/// Lists every __label__, by title (ignoring letter case), then identity.
public struct List__Plural__UseCase: Sendable {
    private let __plural__: any __Name__Repository

    /// Creates the use case over the __labels__ port.
    public init(__plural__: any __Name__Repository) {
        self.__plural__ = __plural__
    }

    /// Every __label__, by title.
    ///
    /// - Throws: ``__Name__Error/storageFailed(_:)``.
    public func execute() async throws(__Name__Error) -> [__Name__] {
        try await __plural__.all__Plural__().sorted {
            ($0.title.text.lowercased(), $0.id) < ($1.title.text.lowercased(), $1.id)
        }
    }
}
