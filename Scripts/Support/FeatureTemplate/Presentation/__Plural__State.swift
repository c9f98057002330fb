public import __Prefix__Domain

/// Everything the __labels__ list shows, as one value: the command line and
/// the screen render it.
public struct __Plural__State: Equatable, Sendable {
    /// The __labels__, by title, once loaded.
    public var __plural__: [__Name__] = []
    /// Whether the list was loaded at least once.
    public var hasLoaded = false
    /// The __label__ the last action added; `nil` after a failure.
    public var added: __Name__?
    /// The last error.
    public var error: __Name__Error?
    /// Whether an action or a load is running.
    public var isWorking = false

    /// An empty state.
    public init() {}

    /// Whether the list was loaded and holds nothing.
    public var isEmpty: Bool { hasLoaded && error == nil && __plural__.isEmpty }

    /// The line above the list: how many __labels__, or why there are none.
    public func headline(for audience: Audience) -> String {
        guard hasLoaded else { return "Loading __labels__…" }
        guard !__plural__.isEmpty else {
            return audience.pick(
                "No __labels__ yet. Add one with: __exe__ __command__ add <title>",
                "No __labels__ yet. Press n, type a title and press Enter to add one.")
        }
        return __plural__.count == 1 ? "1 __label__" : "\(__plural__.count) __labels__"
    }

    /// The line confirming that `__name__` was added.
    public static func addedLine(_ __name__: __Name__) -> String {
        "Added \"\(__name__.title)\" (__label__ id \(__name__.id))."
    }
}
