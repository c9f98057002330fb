/// A movie genre, such as Science Fiction, identified as TMDB identifies it.
public struct Genre: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// TMDB's genre identifier.
    public let id: Int
    /// The genre's display name.
    public let name: String

    /// Creates a genre.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The genre's name.
    public var description: String { name }
}
