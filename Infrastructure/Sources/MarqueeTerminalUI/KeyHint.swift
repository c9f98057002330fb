/// A key and what it does here, for a panel's footer and the key map.
public struct KeyHint: Equatable, Sendable {
    /// The key as people read it, such as `Enter` or `↑↓`; empty for a
    /// hint that says why a key does nothing now.
    public let key: String
    /// What it does here, such as `open it`.
    public let action: String

    /// `key`, which does `action`.
    public init(key: String, action: String) {
        self.key = key
        self.action = action
    }
}
