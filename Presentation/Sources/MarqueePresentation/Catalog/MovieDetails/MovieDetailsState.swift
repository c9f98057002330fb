public import MarqueeDomain

/// Everything the details screen shows, as one value.
public struct MovieDetailsState: Equatable, Sendable {
    /// The movie, once loaded.
    public var movie: Movie?
    /// Where it came from.
    public var provenance: Provenance?
    /// When the clock was read for it: a cached copy's age is measured from here.
    public var answeredAt: Timestamp?
    /// What was lost on the side of the answer (not cached).
    public var warnings: [CatalogWarning] = []
    /// Whether a load is under way.
    public var isLoading = false
    /// The last error.
    public var error: CatalogError?
    /// The poster, for front ends that draw it; `nil` until loaded or when
    /// there is none.
    public var poster: PosterImage?
    /// Why there is no poster to draw; `nil` while one may still come.
    public var posterUnavailable: PosterError?
    /// Whether a poster is being fetched.
    public var isLoadingPoster = false

    /// An empty state.
    public init() {}

    /// The details, ready to show.
    public var details: MovieDetails? { movie.map(MovieDetails.init) }

    /// The note on a cached answer: for a stale copy always, for a fresh
    /// cached copy unless `onlyWhenStale`.
    public func cacheNote(onlyWhenStale: Bool) -> String? {
        CachedAnswerNote.line(provenance, answeredAt: answeredAt, onlyWhenStale: onlyWhenStale)
    }

    /// One line where the poster would be: loading, or why there is none;
    /// `nil` when a poster is shown.
    public var posterNote: String? {
        if poster != nil { return nil }
        if let posterUnavailable {
            if posterUnavailable == .sourceUnavailable { return "No poster offline: posters come from TMDB." }
            return "No poster: \(posterUnavailable.userMessage)"
        }
        return isLoadingPoster ? "Loading the poster…" : nil
    }
}

/// One movie's fields, ready to show.
public struct MovieDetails: Equatable, Sendable {
    /// The movie's identity, to book or schedule it.
    public let id: MovieID
    /// The title, as the catalog gives it.
    public let title: String
    /// The original title, shown only when it differs from ``title``.
    public let originalTitle: String?
    /// The tagline, when the catalog has one.
    public let tagline: String?
    /// The release date as shown.
    public let releaseDate: String
    /// The release year as shown.
    public let year: String
    /// The genres as one line.
    public let genres: String
    /// The original language as shown.
    public let language: String
    /// The running time as shown; `nil` when the catalog does not know it.
    public let runtime: String?
    /// The overview.
    public let overview: String

    /// The details of `movie`, ready to show.
    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle == movie.title ? nil : movie.originalTitle
        tagline = movie.tagline.isEmpty ? nil : movie.tagline
        releaseDate = movie.releaseDate?.description ?? "unknown"
        year = movie.releaseYear.map(String.init) ?? "—"
        genres = movie.genres.map(\.name).joined(separator: ", ")
        language = movie.originalLanguage
        runtime = movie.runtimeMinutes.map { "\($0) min" }
        overview = movie.overview
    }
}
