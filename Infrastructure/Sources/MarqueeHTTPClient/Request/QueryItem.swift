/// One `name=value` pair of a URL query, kept in the order it was given.
///
/// Values are stored unencoded; ``Endpoint`` percent-encodes them when it
/// builds the URL.
public struct QueryItem: Hashable, Sendable {
    /// The item's name, unencoded.
    public let name: String
    /// The item's value, unencoded; `nil` sends the bare name.
    public let value: String?

    /// Creates a query item.
    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }
}
