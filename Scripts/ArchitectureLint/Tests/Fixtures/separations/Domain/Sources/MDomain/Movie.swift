/// Domain imports nothing at all.
public struct Movie: Sendable {
    public let title: String
    public init(title: String) { self.title = title }
}
