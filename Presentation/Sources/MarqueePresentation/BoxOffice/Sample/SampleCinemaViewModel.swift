public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// Everything `marquee sample` and the empty Program and Users screens show
/// about the sample cinema, as one value.
public struct SampleCinemaState: Equatable, Sendable, ShowsCinemaError {
    /// The sample just loaded.
    public var loaded: SampleCinema?
    /// What clearing removed and kept.
    public var removal: SampleRemoval?
    /// Whether a load or clear is under way.
    public var isWorking = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// What was done, in a few lines, or the error that stopped it.
    public func lines(for audience: Audience) -> [String] {
        if let error { return [error.message(times: times, for: audience)] }
        if isWorking { return ["Loading the sample cinema…"] }
        if let loaded {
            let screenings = loaded.screenings
            let halls = Set(screenings.map(\.hall.name)).sorted().joined(separator: ", ")
            let days = Set(
                screenings.compactMap {
                    times.localDateTime(at: $0.startsAt).map { "\($0.year)-\($0.month)-\($0.day)" }
                })
            let paid = loaded.orders.filter { $0.status != .unpaid }.count
            var lines = [
                "Loaded the sample cinema: \(count(screenings.count, "screening")) on \(count(days.count, "day")) "
                    + "in halls \(halls), \(count(loaded.customers.count, "customer")), "
                    + "\(count(loaded.orders.count, "order")) (\(paid) paid).",
                "\(count(screenings.filter(\.isSoldOut).count, "screening")) sold out; "
                    + "\(count(screenings.filter { !$0.isSoldOut && $0.seatsLeft <= 3 }.count, "screening")) nearly full.",
            ]
            lines.append(
                audience.pick(
                    "See it with marquee program, or in the full-screen app (marquee); remove it with marquee sample clear.",
                    "See it on Program, Orders and Users."))
            return lines
        }
        if let removal {
            var lines = [
                "Removed the sample cinema: \(count(removal.screeningsRemoved, "screening")), "
                    + "\(count(removal.customersRemoved, "customer")), \(count(removal.ordersRemoved, "order"))."
            ]
            if !removal.screeningsKept.isEmpty {
                lines.append(
                    "Kept \(count(removal.screeningsKept.count, "screening")) that other orders are for: "
                        + removal.screeningsKept.map(\.rawValue).joined(separator: ", ") + ".")
            }
            if !removal.customersKept.isEmpty {
                lines.append(
                    "Kept \(count(removal.customersKept.count, "customer")) with orders of their own: "
                        + removal.customersKept.map(\.displayName).joined(separator: ", ") + ".")
            }
            return lines
        }
        return []
    }

    /// The JSON of `marquee sample load --json` and `sample clear --json`.
    public var json: JSONValue {
        if let loaded {
            return .object([
                "customers": .array(
                    loaded.customers.map {
                        .object(["id": .string($0.id.rawValue), "name": .string($0.name.displayName)])
                    }),
                "screenings": .array(loaded.screenings.map { BoxOfficeJSON.screening($0, times: times) }),
                "orders": .array(loaded.orders.map { .string($0.id.rawValue) }),
            ])
        }
        if let removal {
            return .object([
                "customersRemoved": .int(Int64(removal.customersRemoved)),
                "screeningsRemoved": .int(Int64(removal.screeningsRemoved)),
                "ordersRemoved": .int(Int64(removal.ordersRemoved)),
                "customersKept": .array(removal.customersKept.map { .string($0.displayName) }),
                "screeningsKept": .array(removal.screeningsKept.map { .string($0.rawValue) }),
            ])
        }
        return .null
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// Loads and clears the sample cinema: a week of screenings from today at
/// 14:00, 17:30 and 21:00 local time in three halls, with customers and orders.
@Observable @MainActor
public final class SampleCinemaViewModel: BoxOfficeRunning {
    /// The local start times of each day's screenings, as hour and minute.
    public nonisolated static let dailyShowTimes = [(14, 0), (17, 30), (21, 0)]
    /// How many days the sample's program covers, today included.
    public nonisolated static let days = 7

    /// Everything shown.
    public private(set) var state: SampleCinemaState
    static let writableState = \SampleCinemaViewModel.state

    private let sample: SampleCinemaUseCases

    /// Creates the view model over the sample's use cases.
    ///
    /// - Parameters:
    ///   - sample: The sample cinema's use cases.
    ///   - times: The zone show times are meant in and shown in.
    public init(sample: SampleCinemaUseCases, times: LocalTimeFormat) {
        self.sample = sample
        state = SampleCinemaState(times: times)
    }

    /// Loads the sample cinema; `seed` picks it (the same seed, the same
    /// cinema), `force` loads it beside data already stored.
    public func load(seed: UInt64? = nil, force: Bool = false) async {
        state.removal = nil
        let times = state.times
        await run(\.loaded, busy: \.isWorking, clearedOnFailure: true) { () async throws(BoxOfficeError) in
            try await sample.load.execute(seed: seed ?? LoadSampleCinemaUseCase.defaultSeed, force: force) { now in
                Self.showTimes(from: now, in: times)
            }
        }
    }

    /// Removes the sample cinema.
    public func clear() async {
        state.loaded = nil
        await run(\.removal, busy: \.isWorking, clearedOnFailure: true) { () async throws(BoxOfficeError) in
            try await sample.clear.execute()
        }
    }

    /// The show times of the ``days`` days from `now`'s local date, in `times`' zone.
    nonisolated static func showTimes(from now: Timestamp, in times: LocalTimeFormat) -> [Timestamp] {
        guard let today = times.localDateTime(at: now),
            let noon = try? times.timestamp(
                for: LocalDateTime(year: today.year, month: today.month, day: today.day, hour: 12))
        else { return [] }
        return (0..<days).flatMap { day -> [Timestamp] in
            guard let date = times.localDateTime(at: noon.adding(minutes: day * 24 * 60)) else { return [] }
            return dailyShowTimes.compactMap { hour, minute in
                try? times.timestamp(
                    for: LocalDateTime(year: date.year, month: date.month, day: date.day, hour: hour, minute: minute))
            }
        }
    }

    /// `marquee sample load`: loads, then renders the state as text or JSON, or the one-line error.
    public func loadCommand(seed: UInt64?, force: Bool, format: OutputFormat) async -> CommandOutput {
        await load(seed: seed, force: force)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: { $0.lines(for: .commandLine) }, json: \.json)
    }

    /// `marquee sample clear`: clears, then renders the state as text or JSON, or the one-line error.
    public func clearCommand(format: OutputFormat) async -> CommandOutput {
        await clear()
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: { $0.lines(for: .commandLine) }, json: \.json)
    }
}
