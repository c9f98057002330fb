public import __Prefix__Domain

/// __Plural__ as each store's module offers them: the composition asks the
/// store the configuration opened for this (`stores(as:command:)`), so it
/// names no driver.
public protocol __Name__Stores: Sendable {
    /// The __labels__ kept in this store.
    var __plural__: any __Name__Repository { get }
}
