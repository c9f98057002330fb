/// Why movie data that arrived could not be used: what is wrong with it, as
/// data for Presentation to word.
public indirect enum DataProblem: Equatable, Sendable {
    /// The answer is not valid JSON.
    case notJSON
    /// The answer came with no data at all: an empty body where one was expected.
    case noData
    /// A value has the wrong type or form; `path` names it (`results[3].id`).
    case unexpectedValue(at: String)
    /// A required value is missing; `path` names it.
    case missingValue(at: String)
    /// The answer is larger than Marquee accepts.
    case tooLarge
    /// The answer is not a usable HTTP response.
    case notHTTP
    /// The request could not be made (a malformed address, for instance).
    case requestNotMade
    /// The movie with this identifier has an empty title.
    case emptyTitle(movieID: Int)
    /// The movie with this identifier breaks a rule of the catalog.
    case invalidMovie(movieID: Int, CatalogError)
    /// None of the `count` results of a page could be read.
    case noReadableResults(count: Int)
    /// The details of movie `asked` were asked for and those of `answered` came back.
    case answeredAnotherMovie(asked: MovieID, answered: Int)
    /// An image was asked for and this content type came back.
    case notAnImage(contentType: String)
    /// An image was asked for and its bytes are empty or not an image.
    case emptyImage
    /// A movie's genre identifiers and names do not pair up.
    case unpairedGenres(movieID: Int)
    /// The file at `path` could not be read.
    case unreadableFile(path: String)
    /// The catalog's own tables disagree with each other.
    case inconsistentIndex
}

/// Where unusable movie data came from.
public enum DataSource: Equatable, Sendable {
    /// The TMDB API.
    case tmdb
    /// The image server posters come from.
    case imageServer
    /// The offline catalog bundled with the program.
    case offlineCatalog
    /// The response cache.
    case cache
}
