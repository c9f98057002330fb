public import MarqueeCommandLine
public import MarqueeDomain

extension Movie {
    /// The stable JSON form of a movie, printed by `movies show --json` and
    /// inside search results: `{"id", "title", "originalTitle", "releaseDate",
    /// "year", "genres", "originalLanguage", "overview", "posterPath",
    /// "runtimeMinutes"}`, every key always present, unknown values `null`.
    /// Field names and types are part of Marquee's documented interface: add
    /// fields, never rename.
    public var json: JSONValue {
        .object([
            "id": .int(Int64(id.rawValue)),
            "title": .string(title),
            "originalTitle": .string(originalTitle),
            "releaseDate": .string(releaseDate?.description),
            "year": .int(releaseYear),
            "genres": .array(genres.map { .string($0.name) }),
            "originalLanguage": .string(originalLanguage),
            "overview": .string(overview),
            "posterPath": .string(posterPath?.rawValue),
            "runtimeMinutes": .int(runtimeMinutes),
        ])
    }
}
