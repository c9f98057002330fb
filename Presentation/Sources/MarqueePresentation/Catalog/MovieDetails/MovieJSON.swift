public import MarqueeDomain

/// The stable JSON form of a movie, printed by `movies show --json` and inside
/// search results: `{"id", "title", "originalTitle", "releaseDate", "year",
/// "genres", "originalLanguage", "overview", "posterPath", "runtimeMinutes"}`,
/// every key always present, unknown values `null`. Field names and types are
/// part of Marquee's documented interface: add fields, never rename.
public enum MovieJSON {
    /// The document for `movie`.
    public static func document(_ movie: Movie) -> JSONValue {
        .object([
            "id": .int(Int64(movie.id.rawValue)),
            "title": .string(movie.title),
            "originalTitle": .string(movie.originalTitle),
            "releaseDate": .string(movie.releaseDate?.description),
            "year": .int(movie.releaseYear),
            "genres": .array(movie.genres.map { .string($0.name) }),
            "originalLanguage": .string(movie.originalLanguage),
            "overview": .string(movie.overview),
            "posterPath": .string(movie.posterPath?.rawValue),
            "runtimeMinutes": .int(movie.runtimeMinutes),
        ])
    }
}
