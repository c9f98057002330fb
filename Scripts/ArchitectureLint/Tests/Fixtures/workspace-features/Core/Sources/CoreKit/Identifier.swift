public struct Identifier: Hashable, Sendable {
    public let raw: String
}
