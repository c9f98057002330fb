public import MarqueeCommandLine
import MarqueeDomain
extension MoviesListState {
    /// The stable JSON form of a page of search results: `{"query", "page",
    /// "totalPages", "totalResults", "source", "movies", "stale", "cachedAt",
    /// "warnings"}`. `stale` is `true` when the page is an expired cached
    /// copy served because the source failed; `cachedAt` is ISO 8601 in UTC,
    /// or `null` when the source answered just now; `warnings` holds one
    /// sentence per thing lost on the side (empty when none). Field names and
    /// types are part of Marquee's documented interface: add fields, never rename.
    public var json: JSONValue {
        .object([
            "query": .string(query?.text ?? ""),
            "page": .int(Int64(page)),
            "totalPages": .int(Int64(totalPages)),
            "totalResults": .int(Int64(totalResults)),
            "source": .string(source.jsonName),
            "movies": .array(movies.map(\.json)),
            "stale": .bool(provenance?.isStale ?? false),
            "cachedAt": .string(provenance?.cachedAt?.description),
            "warnings": .array(warnings.lines(for: .commandLine).map(JSONValue.string)),
        ])
    }
}
