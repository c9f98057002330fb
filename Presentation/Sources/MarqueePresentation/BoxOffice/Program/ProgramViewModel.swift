public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// The upcoming program: screenings that have not started, with seats left.
@Observable @MainActor
public final class ProgramViewModel: BoxOfficeRunning {
    /// Everything the program shows.
    public private(set) var state: ProgramState
    static let writableState = \ProgramViewModel.state

    private let program: any ListProgramUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        program = boxOffice.program
        state = ProgramState(times: times)
    }

    /// Loads the program; a success clears the last error.
    ///
    /// - Parameters:
    ///   - bookableOnly: Leave out sold-out screenings.
    ///   - movie: Only this movie's screenings; `nil` for all.
    ///   - title: The movie's title, for the headline when none of its
    ///     screenings is left to name it.
    public func load(bookableOnly: Bool = false, movie: MovieID? = nil, titled title: String? = nil) async {
        await run(busy: \.isLoading) { () async throws(BoxOfficeError) in
            try await program.execute(bookableOnly: bookableOnly)
        } then: { state, screenings in
            state.screenings = movie.map { id in screenings.filter { $0.movieID == id } } ?? screenings
            state.movie = movie
            state.movieTitle = movie == nil ? nil : title
            state.hasLoaded = true
        }
    }

    /// `marquee program`: loads, then renders the state as text or JSON, or the one-line error.
    public func programCommand(bookableOnly: Bool, format: OutputFormat) async -> CommandOutput {
        await load(bookableOnly: bookableOnly)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format, text: \.textLines,
            json: \.json)
    }
}
