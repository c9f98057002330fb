/// An answer together with where it came from, when, and what went wrong
/// on the side while it was fetched.
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
    /// When the clock was read for it (by the cache, which judges its age);
    /// a cached copy's age is measured from here. `nil` when no clock was
    /// needed (a live answer from a source without a cache).
    public let answeredAt: Timestamp?
    /// Side writes that failed while it was fetched (remembering the query,
    /// caching the answer): the answer stands, and front ends say what was lost.
    public let warnings: [CatalogWarning]

    /// Creates a sourced answer.
    public init(
        _ value: Value, provenance: Provenance = .live, answeredAt: Timestamp? = nil, warnings: [CatalogWarning] = []
    ) {
        self.value = value
        self.provenance = provenance
        self.answeredAt = answeredAt
        self.warnings = warnings
    }

    /// The same answer with `warning` added.
    public func adding(_ warning: CatalogWarning) -> Sourced<Value> {
        Sourced(value, provenance: provenance, answeredAt: answeredAt, warnings: warnings + [warning])
    }

    /// A member of the answer.
    public subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> Member {
        value[keyPath: member]
    }

    /// The same provenance around another value.
    public func map<Other: Sendable>(_ transform: (Value) throws(CatalogError) -> Other) throws(CatalogError)
        -> Sourced<Other>
    {
        Sourced<Other>(try transform(value), provenance: provenance, answeredAt: answeredAt, warnings: warnings)
    }
}

extension Sourced: Equatable where Value: Equatable {}
