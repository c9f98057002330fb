public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// One movie's details, and its poster for front ends that draw one.
@Observable @MainActor
public final class MovieDetailsViewModel {
    /// Everything the details show.
    public private(set) var state = MovieDetailsState()

    private let details: any FetchMovieDetailsUseCase
    private let poster: FetchPosterUseCase

    /// Creates the view model over the Catalog's use cases.
    public init(catalog: CatalogUseCases) {
        details = catalog.details
        poster = catalog.poster
    }

    /// Loads a movie; a success clears the last error.
    public func load(_ id: MovieID) async {
        state.isLoading = true
        do throws(CatalogError) {
            let answer = try await details.execute(id)
            if state.movie?.id != answer.value.id {
                state.poster = nil
                state.posterUnavailable = nil
            }
            state.movie = answer.value
            state.provenance = answer.provenance
            state.answeredAt = answer.answeredAt
            state.warnings = answer.warnings
            state.error = nil
        } catch {
            state.error = error
        }
        state.isLoading = false
    }

    /// Loads the poster of the movie shown, about `size` wide, for a front
    /// end that draws it; a failure clears the old image and says why there
    /// is none.
    public func loadPoster(size: PosterSize = .standard) async {
        guard let movie = state.movie else { return }
        state.isLoadingPoster = true
        state.posterUnavailable = nil
        do throws(PosterError) {
            state.poster = try await poster.execute(movie.id, size: size).image
            state.posterUnavailable = nil
        } catch {
            state.poster = nil
            state.posterUnavailable = error
        }
        state.isLoadingPoster = false
    }

    /// `marquee movies show`: loads once, then renders the state as text or
    /// JSON, or the one-line error.
    public func showCommand(_ id: MovieID, format: OutputFormat) async -> CommandOutput {
        await load(id)
        return .rendering(
            state, failure: state.error?.failureText, format: format, text: \.textLines,
            json: { $0.movie?.json ?? .null }
        ).warning(state.warnings.lines(for: .commandLine))
    }
}
