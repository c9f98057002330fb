/// Every use case of the __Name__ context, built once over its ports.
public struct __Name__UseCases: Sendable {
    /// Adds a __label__.
    public let add: any Add__Name__UseCase
    /// Lists the __labels__.
    public let list: any List__Plural__UseCase

    /// Builds the use cases over the context's ports.
    ///
    /// - Parameters:
    ///   - __plural__: Where __labels__ are kept.
    ///   - ids: Where new __labels__' identities come from.
    ///   - desk: The desk the use cases run for, whose role each change checks  // new-feature: endpoint
    ///     (``DeskAction/add__Name__``); `nil` where no desk is involved.  // new-feature: endpoint
    public init(__plural__: any __Name__Repository, ids: any IDGenerator) {  // new-feature: no-endpoint
    public init(__plural__: any __Name__Repository, ids: any IDGenerator, desk: Desk? = nil) {  // new-feature: endpoint
        add = Add__Name__Interactor(__plural__: __plural__, ids: ids)  // new-feature: no-endpoint
        add = Add__Name__Interactor(__plural__: __plural__, ids: ids, desk: desk)  // new-feature: endpoint
        list = List__Plural__Interactor(__plural__: __plural__)
    }

    /// Gathers use cases made elsewhere (through a service, or fakes in tests).
    public init(add: any Add__Name__UseCase, list: any List__Plural__UseCase) {
        self.add = add
        self.list = list
    }
}
