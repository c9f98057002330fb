/// An answer together with where it came from.
///
/// Members of the answer read through it (`page.movies` for a
/// `Sourced<MoviesPage>`), so code that does not care where an answer came
/// from reads it as before.
@dynamicMemberLookup
public struct Sourced<Value: Sendable>: Sendable {
    /// The answer.
    public let value: Value
    /// Where it came from.
    public let provenance: Provenance

    /// Creates a sourced answer.
    public init(_ value: Value, provenance: Provenance = .live) {
        self.value = value
        self.provenance = provenance
    }

    /// A member of the answer.
    public subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> Member {
        value[keyPath: member]
    }

    /// The same provenance around another value.
    public func map<Other: Sendable>(_ transform: (Value) throws(CatalogError) -> Other) throws(CatalogError)
        -> Sourced<Other>
    {
        Sourced<Other>(try transform(value), provenance: provenance)
    }
}

extension Sourced: Equatable where Value: Equatable {}
