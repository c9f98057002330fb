import MarqueeDomain

/// The stable JSON form of a page of search results, from the list's state:
/// `{"query", "page", "totalPages", "totalResults", "source", "movies",
/// "stale", "cachedAt"}`. `stale` is `true` when the page is an expired
/// cached copy served because the source failed; `cachedAt` is ISO 8601 in
/// UTC, or `null` when the source answered just now. Field names and types
/// are part of Marquee's documented interface: add fields, never rename.
public enum MoviesListJSON {
    /// The document for `state`.
    public static func document(_ state: MoviesListState) -> JSONValue {
        .object([
            "query": .string(state.query?.text ?? ""),
            "page": .int(Int64(state.page)),
            "totalPages": .int(Int64(state.totalPages)),
            "totalResults": .int(Int64(state.totalResults)),
            "source": .string(state.source.jsonName),
            "movies": .array(state.movies.map(MovieJSON.document)),
            "stale": .bool(state.provenance?.isStale ?? false),
            "cachedAt": .string(state.provenance?.cachedAt?.description),
        ])
    }
}
