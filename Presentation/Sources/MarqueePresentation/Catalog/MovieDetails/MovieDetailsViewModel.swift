public import MarqueeDomain
public import Observation

/// One movie's details, ready to show.
@Observable @MainActor
public final class MovieDetailsViewModel {
    /// The details shown once loaded.
    public struct Details: Equatable, Sendable {
        public let id: MovieID
        public let title: String
        /// The original title, shown only when it differs from ``title``.
        public let originalTitle: String?
        public let releaseDate: String
        public let year: String
        public let genres: String
        public let language: String
        public let runtime: String?
        public let overview: String

        /// The details of `movie`, ready to show.
        public init(movie: Movie) {
            id = movie.id
            title = movie.title
            originalTitle = movie.originalTitle == movie.title ? nil : movie.originalTitle
            releaseDate = movie.releaseDate?.description ?? "unknown"
            year = movie.releaseYear.map(String.init) ?? "—"
            genres = movie.genres.map(\.name).joined(separator: ", ")
            language = movie.originalLanguage
            runtime = movie.runtimeMinutes.map { "\($0) min" }
            overview = movie.overview
        }
    }

    /// The details, once loaded.
    public private(set) var details: Details?
    /// The movie itself, for front ends that print it as data.
    public private(set) var movie: Movie?
    /// Whether a load is under way.
    public private(set) var isLoading = false
    /// The last error, worded for a person.
    public private(set) var errorMessage: String?
    /// The last error itself.
    public private(set) var error: CatalogError?

    private let fetchDetails: FetchMovieDetailsUseCase

    /// Creates the view model.
    public init(fetchDetails: FetchMovieDetailsUseCase) {
        self.fetchDetails = fetchDetails
    }

    /// Loads the movie whose id a person typed, such as `"348"`.
    public func load(idText: String) async {
        do throws(CatalogError) {
            await load(try MovieID(parsing: idText))
        } catch {
            fail(error)
        }
    }

    /// Loads a movie.
    public func load(_ id: MovieID) async {
        isLoading = true
        defer { isLoading = false }
        do throws(CatalogError) {
            let movie = try await fetchDetails.execute(id)
            self.movie = movie
            details = Details(movie: movie)
            error = nil
            errorMessage = nil
        } catch {
            fail(error)
        }
    }

    private func fail(_ error: CatalogError) {
        self.error = error
        errorMessage = error.userMessage
    }
}
