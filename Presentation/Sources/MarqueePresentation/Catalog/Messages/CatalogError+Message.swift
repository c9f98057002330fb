public import MarqueeCommandLine
public import MarqueeDomain

extension CatalogError {
    /// One line for someone at a shell: what went wrong and what to do about it.
    public var userMessage: String { message(for: .commandLine) }

    /// One line for `audience`: what went wrong and what to do about it.
    public func message(for audience: Audience) -> String {
        switch self {
        case .invalidQuery(.empty):
            audience.pick(
                "The search text is empty; type a few words of a title, e.g. marquee movies search \"star wars\".",
                "Type a few words of a title to search.")
        case let .invalidQuery(.tooLong(length)):
            "The search text has \(length) characters; use at most \(MovieQuery.maximumLength)."
        case let .invalidMovieID(raw) where raw == 0:
            "A movie id is a positive whole number, such as 348; copy it from the search results."
        case let .invalidMovieID(raw):
            "\(raw) is not a movie id; ids are positive whole numbers, such as 348."
        case let .invalidReleaseDate(text):
            "The release date \"\(text)\" is not a real YYYY-MM-DD date."
        case let .invalidPosterPath(path):
            "The poster path \"\(path)\" is not a single image file name."
        case let .invalidPage(requested, lastPage) where requested < 1:
            "Page \(requested) does not exist; pages start at 1 (this search has \(lastPage))."
        case let .invalidPage(requested, 0):
            "Page \(requested) is past the last page; this search found no movies."
        case let .invalidPage(requested, lastPage):
            "Page \(requested) is past the last page; this search has \(lastPage == 1 ? "1 page" : "pages 1–\(lastPage)")."
        case let .movieNotFound(id):
            audience.pick(
                "No movie has id \(id); search for the title to find its id.",
                "No movie has id \(id); search for the title on Movies.")
        case .unauthorized:
            "The movie service refused the credentials; check your API key."
        case .rateLimited:
            "The movie service asks us to slow down; wait a moment and try again."
        case .offline:
            "The movie service cannot be reached; check the network connection and try again."
        case let .sourceFailed(status, message) where (300..<500).contains(status):
            // A 3xx not followed or a 4xx: asking again will not help.
            "The movie service refused the request (HTTP \(status)\(message.map { ": \($0)" } ?? "")); "
                + "check the search text, page and options, or MARQUEE_TMDB_BASE_URL."
        case let .sourceFailed(status, message):
            "The movie service failed (HTTP \(status)\(message.map { ": \($0)" } ?? "")); try again later."
        case .sourceNotFound:
            "The movie service answered \"not found\" where its API should be; check MARQUEE_TMDB_BASE_URL, or "
                + "unset it to use TMDB's own server."
        case .redirectedElsewhere:
            "The movie service redirected to another server; the redirect was not followed, so the credential "
                + "stayed with TMDB. Check MARQUEE_TMDB_BASE_URL."
        case let .unreadableData(source, problem):
            "The movie data is unreadable: \(problem.sentence(from: source))."
        case let .storageFailed(failure):
            failure.userMessage
        }
    }

    /// Whether the error is about what the person typed (as opposed to data that
    /// is missing or a source that failed); command-line front ends map this to a
    /// usage exit status.
    public var isUsageError: Bool {
        switch self {
        case .invalidQuery, .invalidMovieID, .invalidPage: true
        default: false
        }
    }

    /// How a command that met this error ends (see ``BoxOfficeError/outcome``).
    public var outcome: CommandOutcome {
        switch self {
        case let .storageFailed(failure): failure.outcome
        default: isUsageError ? .usageError : .failure
        }
    }
}
