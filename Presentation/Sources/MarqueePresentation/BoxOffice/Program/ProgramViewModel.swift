public import MarqueeDomain
public import Observation

/// The upcoming program: screenings that have not started, with seats left.
@Observable @MainActor
public final class ProgramViewModel {
    /// Everything the program shows.
    public private(set) var state: ProgramState

    private let listProgram: ListProgramUseCase

    /// Creates the view model.
    ///
    /// - Parameter times: The zone times are shown in; the machine's by default.
    public init(listProgram: ListProgramUseCase, times: LocalTimeFormat = .current) {
        self.listProgram = listProgram
        state = ProgramState(times: times)
    }

    /// The rows shown.
    public var items: [ProgramItem] { state.items }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CinemaError? { state.error }

    /// Loads the program.
    ///
    /// - Parameter bookableOnly: Leave out sold-out screenings.
    public func load(bookableOnly: Bool = false) async {
        do throws(CinemaError) {
            state.screenings = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await listProgram.execute(bookableOnly: bookableOnly)
            }
            state.hasLoaded = true
            state.error = nil
        } catch {
            state.error = error
        }
    }

    /// `marquee program`: loads, then renders the state as text or JSON, or the one-line error.
    public func programCommand(bookableOnly: Bool, format: OutputFormat) async -> CommandOutput {
        await load(bookableOnly: bookableOnly)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: ProgramTextScreen.lines, json: ProgramJSON.document
        )
    }
}
