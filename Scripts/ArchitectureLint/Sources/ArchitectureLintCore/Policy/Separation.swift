/// A module kept apart from others it must never reach, even through the
/// modules it depends on: an adapter that must not link another adapter's
/// driver (Marquee's PostgreSQL adapter and GRDB). The layer rules allow
/// each edge on its own; this entry looks at the whole chain.
public struct Separation: Sendable, Codable, Equatable {
    /// The module kept apart (`MarqueeDataPostgreSQL`).
    public let module: String
    /// The modules no chain of its declared dependencies may reach (`GRDB`).
    public let mustNotReach: [String]
    /// Why.
    public let why: String

    /// Creates a separation.
    public init(module: String, mustNotReach: [String], why: String) {
        self.module = module
        self.mustNotReach = mustNotReach
        self.why = why
    }
}
