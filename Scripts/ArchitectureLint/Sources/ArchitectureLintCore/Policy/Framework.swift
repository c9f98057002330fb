/// A module that other layers may use as they would a UI framework: it
/// belongs to a layer (and is built by that layer's package), imports
/// nothing but the standard library and its layer's other frameworks, and
/// depends on no other target, so a layer that lists it under
/// `mayUseFrameworks` takes in nothing else of that layer by using it.
public struct Framework: Sendable, Codable, Equatable {
    /// The module (`MarqueeTerminalModel`).
    public let module: String
    /// The layer whose package builds it (`infrastructure`).
    public let layer: String
    /// Why other layers may use it.
    public let why: String
    /// The one outside module it re-exports (`MarqueeTerminalModel`, an app's
    /// terminal model taken from Marquee's kit), which keeps the same promise;
    /// nil when it is its own code.
    public let reExports: String?

    /// Creates a framework entry.
    public init(module: String, layer: String, why: String, reExports: String? = nil) {
        self.module = module
        self.layer = layer
        self.why = why
        self.reExports = reExports
    }
}
