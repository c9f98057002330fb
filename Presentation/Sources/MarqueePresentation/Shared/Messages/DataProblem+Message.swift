public import MarqueeDomain

extension DataProblem {
    /// What is wrong with data from `source`, as a sentence without its
    /// full stop.
    public func sentence(from source: DataSource) -> String {
        let answer = source.answerName
        switch self {
        case .notJSON: return "\(answer) is not valid JSON"
        case .noData: return "\(answer) came with no data (an empty body)"
        case let .unexpectedValue(path): return "\(answer) has an unexpected value at \(path)"
        case let .missingValue(path): return "\(answer) lacks a value at \(path)"
        case .tooLarge: return "\(answer) is larger than Marquee accepts"
        case .notHTTP: return "\(answer) is not a usable HTTP response"
        case .requestNotMade: return "the request to \(source.name) could not be made"
        case let .emptyTitle(id): return "\(answer) gives movie \(id) an empty title"
        case let .invalidMovie(id, error): return "\(answer) describes movie \(id) wrongly: \(error.fault)"
        case let .noReadableResults(count):
            return "none of the \(count) results in \(answer) could be read"
        case let .answeredAnotherMovie(asked, answered):
            return "\(source.name.prefix(1).uppercased() + source.name.dropFirst()) answered with movie \(answered) "
                + "when asked for movie \(asked)"
        case let .notAnImage(contentType): return "\(answer) is \(contentType), not an image"
        case .emptyImage: return "\(answer) is not a JPEG, PNG, WebP or GIF image"
        case let .unpairedGenres(id): return "the genres of movie \(id) in \(answer) do not pair up"
        case let .unreadableFile(path): return "\(path) cannot be read"
        case .inconsistentIndex: return "the tables of \(source.name) disagree"
        }
    }
}

extension DataSource {
    /// The source, as a sentence names it.
    var name: String {
        switch self {
        case .tmdb: "TMDB"
        case .imageServer: "the image server"
        case .offlineCatalog: "the offline catalog"
        case .cache: "the response cache"
        }
    }

    /// Its answer, as a sentence names it.
    var answerName: String {
        switch self {
        case .tmdb: "TMDB's answer"
        case .imageServer: "the image server's answer"
        case .offlineCatalog: "the offline catalog"
        case .cache: "the response cache"
        }
    }
}

extension CatalogError {
    /// The rule a movie record broke, for ``DataProblem/invalidMovie(movieID:_:)``.
    var fault: String {
        switch self {
        case let .invalidMovieID(raw): "its id \(raw) is not a positive number"
        case let .invalidReleaseDate(text): "its release date \"\(text)\" is not a YYYY-MM-DD date"
        case let .invalidPosterPath(path): "its poster path \"\(path)\" is not an image file name"
        case let .unreadableData(source, problem): problem.sentence(from: source)
        default: "it breaks a catalog rule"
        }
    }
}
