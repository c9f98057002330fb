public import MarqueeDomain
public import Observation

/// One movie's details, and its poster for front ends that draw one.
@Observable @MainActor
public final class MovieDetailsViewModel {
    /// Everything the details screen shows.
    public private(set) var state = MovieDetailsState()

    private let fetchDetails: FetchMovieDetailsUseCase
    private let fetchPoster: FetchPosterUseCase?
    private let clock: any TimeSource

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - fetchDetails: The details use case.
    ///   - fetchPoster: The poster use case; `nil` when no image source is configured.
    ///   - clock: The one clock; it stamps each answer so a cached one shows its age.
    public init(fetchDetails: FetchMovieDetailsUseCase, fetchPoster: FetchPosterUseCase? = nil, clock: any TimeSource) {
        self.fetchDetails = fetchDetails
        self.fetchPoster = fetchPoster
        self.clock = clock
    }

    /// The movie, once loaded.
    public var movie: Movie? { state.movie }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CatalogError? { state.error }

    /// Loads the movie whose id a person typed, such as `"348"`.
    public func load(idText: String) async {
        do throws(CatalogError) {
            await load(try MovieID(parsing: idText))
        } catch {
            state.error = error
        }
    }

    /// Loads a movie.
    public func load(_ id: MovieID) async {
        state.isLoading = true
        do throws(CatalogError) {
            let answer = try await fetchDetails.execute(id)
            state.movie = answer.value
            state.provenance = answer.provenance
            state.answeredAt = await clock.now()
            state.error = nil
        } catch {
            state.error = error
        }
        state.isLoading = false
    }

    /// Loads the poster of the movie shown, about `size` wide, for a front end
    /// that draws it; a failure only says why there is none.
    public func loadPoster(size: PosterSize = .standard) async {
        guard let movie = state.movie else { return }
        guard let fetchPoster else {
            state.posterUnavailable = PosterError.sourceUnavailable.userMessage
            return
        }
        do throws(PosterError) {
            state.poster = try await fetchPoster.execute(movie.id, size: size).image
            state.posterUnavailable = nil
        } catch {
            state.poster = nil
            state.posterUnavailable = error.userMessage
        }
    }
}
