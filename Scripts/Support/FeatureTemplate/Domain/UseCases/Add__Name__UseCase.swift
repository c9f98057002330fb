/// Adds a __label__ under a new identity.
public protocol Add__Name__UseCase: Sendable {
    /// Adds a __label__ called `title` and returns it as stored.
    ///
    /// - Throws: ``__Name__Error/invalidID(_:)`` when the generator breaks the
    ///   identifier rules; ``__Name__Error/storageFailed(_:)``.
    ///   ``__Name__Error/notPermitted(_:)`` when the desk's role does not allow it.  // new-feature: endpoint
    func execute(title: __Name__Title) async throws(__Name__Error) -> __Name__
}

/// Adds a __label__ over the __labels__ port.
public struct Add__Name__Interactor: Add__Name__UseCase {
    private let __plural__: any __Name__Repository
    private let ids: any IDGenerator
    private let desk: Desk?  // new-feature: endpoint

    /// Creates the use case over the __labels__ port and an identity source.
    public init(__plural__: any __Name__Repository, ids: any IDGenerator) {  // new-feature: no-endpoint
    /// Creates the use case over the __labels__ port and an identity source,  // new-feature: endpoint
    /// for `desk` (whose role must allow ``DeskAction/add__Name__``; `nil`  // new-feature: endpoint
    /// where no desk is involved).  // new-feature: endpoint
    public init(__plural__: any __Name__Repository, ids: any IDGenerator, desk: Desk? = nil) {  // new-feature: endpoint
        self.__plural__ = __plural__
        self.ids = ids
        self.desk = desk  // new-feature: endpoint
    }

    public func execute(title: __Name__Title) async throws(__Name__Error) -> __Name__ {
        try desk?.authorize(.add__Name__, as: __Name__Error.self)  // new-feature: endpoint
        let __name__ = __Name__(id: try __Name__ID(await ids.nextID()), title: title)
        try await __plural__.save(__name__)
        return __name__
    }
}
