public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// What the cinema's halls show, as one value: the list, the hall just
/// added, or the error.
public struct HallsState: Equatable, Sendable, ShowsCinemaError {
    /// Every hall, by name; `nil` before loading.
    public var halls: [CinemaHall]?
    /// The hall the last add added.
    public var added: CinemaHall?
    /// Whether a load or an add is under way.
    public var isWorking = false
    /// The last error.
    public var error: CinemaError?

    /// An empty state.
    public init() {}

    /// The list as lines: a headline, then each hall with its seats.
    public func listLines(for audience: Audience) -> [String] {
        if let error { return [error.message(times: .utc, for: audience)] }
        guard let halls else { return [isWorking ? "Loading halls…" : ""] }
        guard !halls.isEmpty else {
            return [
                audience.pick(
                    "No halls yet. Add one with: marquee halls add A --seats 120 (the first screening scheduled in "
                        + "a hall not known adds it too).",
                    "No halls yet: add one below (the first screening scheduled in a hall not known adds it too).")
            ]
        }
        let width = max(4, halls.map { $0.hall.name.count }.max() ?? 0)
        return ["\(halls.count) hall\(halls.count == 1 ? "" : "s"), by name", "", Self.row("Hall", "Seats", width)]
            + halls.map { Self.row($0.hall.name, String($0.seats), width) }
    }

    /// The hall just added, or the error that stopped it.
    public func addedLines(for audience: Audience) -> [String] {
        if let error { return [error.message(times: .utc, for: audience)] }
        guard let added else { return [isWorking ? "Adding…" : ""] }
        return ["Hall \(added.hall) added: \(added.seats) seat\(added.seats == 1 ? "" : "s")."]
    }

    private static func row(_ name: String, _ seats: String, _ width: Int) -> String {
        name + String(repeating: " ", count: max(0, width - name.count)) + "  "
            + String(repeating: " ", count: max(0, 5 - seats.count)) + seats
    }

    /// `{"name", "seats"}`.
    static func json(_ hall: CinemaHall) -> JSONValue {
        .object(["name": .string(hall.hall.name), "seats": .int(Int64(hall.seats))])
    }
}

/// The cinema's halls: list them, add one.
@Observable @MainActor
public final class HallsViewModel: BoxOfficeRunning {
    /// Everything it shows.
    public private(set) var state = HallsState()
    static let writableState = \HallsViewModel.state

    private let add: any AddHallUseCase
    private let list: any ListHallsUseCase

    /// Creates the view model over the Box office's use cases.
    public init(boxOffice: BoxOfficeUseCases) {
        add = boxOffice.addHall
        list = boxOffice.halls
    }

    /// Reads the halls.
    public func load() async {
        await run(\.halls, busy: \.isWorking) { () async throws(BoxOfficeError) in try await list.execute() }
    }

    /// Adds `hall` with `seats` seats, then reads the halls again.
    public func add(_ hall: Hall, seats: Int) async {
        state.isWorking = true
        state.added = nil
        defer { state.isWorking = false }
        do throws(BoxOfficeError) {
            state.added = try await add.execute(hall, seats: seats)
            state.error = nil
        } catch {
            state.error = .boxOffice(error)
            return
        }
        if let halls = try? await list.execute() { state.halls = halls }
    }

    /// `marquee halls list`.
    public func listCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(
            state, failure: state.error?.failureText(times: .utc), format: format,
            text: { $0.listLines(for: .commandLine) },
            json: { .object(["halls": .array(($0.halls ?? []).map(HallsState.json))]) })
    }

    /// `marquee halls add`.
    public func addCommand(_ hall: Hall, seats: Int, format: OutputFormat) async -> CommandOutput {
        await add(hall, seats: seats)
        return .rendering(
            state, failure: state.error?.failureText(times: .utc), format: format,
            text: { $0.addedLines(for: .commandLine) }, json: { $0.added.map(HallsState.json) ?? .null })
    }
}
