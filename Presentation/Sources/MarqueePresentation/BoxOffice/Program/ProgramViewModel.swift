public import MarqueeDomain
public import Observation

/// The upcoming program: screenings that have not started, with seats left.
@Observable @MainActor
public final class ProgramViewModel {
    /// The screenings shown, earliest first, then by hall.
    public private(set) var items: [ProgramItem] = []
    /// The screenings behind the rows, for front ends that print them as data.
    public private(set) var loadedScreenings: [Screening] = []
    /// Whether the program was loaded at least once.
    public private(set) var hasLoaded = false
    /// The last error, worded for a person; cleared by the next success.
    public private(set) var errorMessage: String?
    /// The last error itself, for front ends that map errors to exit codes.
    public private(set) var error: CinemaError?

    /// Whether the program was loaded and nothing is on.
    public var isEmpty: Bool { hasLoaded && error == nil && items.isEmpty }

    /// The zone times are shown in.
    public let times: LocalTimeFormat
    private let listProgram: ListProgramUseCase

    /// Creates the view model.
    ///
    /// - Parameter times: The zone times are shown in; the machine's by default.
    public init(listProgram: ListProgramUseCase, times: LocalTimeFormat = .current) {
        self.listProgram = listProgram
        self.times = times
    }

    /// Loads the program.
    ///
    /// - Parameter bookableOnly: Leave out sold-out screenings.
    public func load(bookableOnly: Bool = false) async {
        do throws(CinemaError) {
            let screenings = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await listProgram.execute(bookableOnly: bookableOnly)
            }
            loadedScreenings = screenings
            items = screenings.map { ProgramItem(screening: $0, times: times) }
            hasLoaded = true
            error = nil
            errorMessage = nil
        } catch {
            self.error = error
            errorMessage = error.userMessage(times: times)
        }
    }
}
