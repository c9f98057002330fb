import Foundation
import Glibc
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import MarqueeTerminal
import MarqueeTerminalModel
import Synchronization

/// libFuzzer entry: any bytes as what a terminal sends the full-screen app.
///
/// The first byte picks the window's size. The rest goes through the
/// driver's ``KeyDecoder`` into a fresh ``ScreenApp`` over the in-memory
/// fakes (a small catalog, two users, four screenings, two orders, two
/// recent searches), one read at a time, the way the terminal loop feeds it:
/// each event is handled, then a frame is rendered at the window's size.
/// 0xFF never reaches the decoder (no UTF-8 holds it); it ends a read, and
/// the byte after it says what happens between reads:
///
/// - `FF FF`: time passes. The decoder's escape timeout runs out (a pending
///   lone Esc becomes the Esc key), then every answer arrives and every pause
///   ends: the app's `settle()` returns, the clock moved only as far as its
///   sleepers need.
/// - `FF FE`: the next read follows at once (a sequence may be split).
/// - `FF FD`: answers that are ready arrive, but no time passes (a search
///   still waits for its pause).
/// - `FF FC`: the clock moves to the next deadline a task sleeps until (a
///   search's pause ends), and nothing runs yet.
/// - `FF FB`: one step of the app's work runs (the main actor's ready jobs,
///   then at most one other job), so a key can arrive while a search or a
///   load is half done.
/// - `FF xx` (below FB): the window is resized (see ``terminalSize(_:)``).
///
/// Input ends as a terminal's does: the decoder is flushed and the app settles.
/// After every event and every settling, the frame must be exactly the
/// window's size, no row wider than the window, no wide grapheme cut at the
/// right edge, and the cursor, when shown, inside the frame. Nothing may trap,
/// and `settle()` must return (a task waiting on something that never comes
/// is reported). A quit ends the session, as it ends the terminal loop.
///
/// Every job of the app runs on this thread, in the order it was enqueued
/// (``SerialJobs``), so an input replays the same session every time.
/// With `FUZZ_TRACE=1` in the environment, each event and the frame after
/// each settling are written to standard error (to see where a seed leads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppKeys(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    SerialJobs.install()
    MainActor.assumeIsolated {
        var session = Session(size: terminalSize(bytes.first ?? 0xB6))
        session.play(bytes.dropFirst())
    }
    return 0
}

/// The window a size byte names: the low four bits pick the columns, the
/// high four the rows, from 0×0 to 300×100, thick around the app's
/// smallest usable window (60×16).
func terminalSize(_ byte: UInt8) -> TerminalSize {
    let columns = [0, 1, 2, 12, 40, 59, 60, 61, 80, 100, 132, 160, 200, 240, 299, 300]
    let rows = [0, 1, 2, 4, 8, 15, 16, 17, 20, 24, 30, 40, 50, 75, 99, 100]
    return TerminalSize(columns: columns[Int(byte & 0x0F)], rows: rows[Int(byte >> 4)])
}

// MARK: - One session

/// One run of the app, from a size to the end of the input or a quit.
@MainActor
struct Session {
    private let clock = FuzzClock()
    private let app: ScreenApp
    private var size: TerminalSize
    private var decoder = KeyDecoder()
    private var events = 0
    private let trace = ProcessInfo.processInfo.environment["FUZZ_TRACE"] == "1"

    init(size: TerminalSize) {
        self.size = size
        app = Cinema.app(clock: clock)
    }

    mutating func play(_ input: ArraySlice<UInt8>) {
        deliver([.resize(size)])
        var read: [UInt8] = []
        var index = input.startIndex
        while index < input.endIndex, !app.isFinished {
            let byte = input[index]
            index += 1
            guard byte == 0xFF else {
                read.append(byte)
                continue
            }
            deliver(KeyDecoder.groupingBursts(decoder.feed(read)))
            read.removeAll()
            let command: UInt8 = index < input.endIndex ? input[index] : 0xFF
            index += 1
            switch command {
            case 0xFF:
                if decoder.isWaitingForMoreInput { deliver(decoder.flush()) }
                settle(.everything)
            case 0xFE:
                break
            case 0xFD:
                settle(.ready)
            case 0xFC:
                _ = clock.advanceToNextDeadline()
            case 0xFB:
                settle(.oneStep)
            default:
                deliver([.resize(terminalSize(command))])
            }
        }
        if !app.isFinished {
            deliver(KeyDecoder.groupingBursts(decoder.feed(read)))
            deliver(decoder.flush())
        }
        // Even after a quit: nothing the app started may outlive its session.
        settle(.everything)
    }

    /// Hands each event to the app and checks the frame drawn after it.
    private mutating func deliver(_ batch: [TerminalEvent]) {
        for event in batch {
            guard !app.isFinished else { return }
            events += 1
            if trace { log("event \(events): \(event)") }
            if case let .resize(newSize) = event { size = newSize }
            app.handle(event)
            guard !app.isFinished else { return }
            check(app.render(columns: size.columns, rows: size.rows), after: "event \(events) (\(event))")
        }
    }

    /// How much of what the app started runs between two reads.
    enum Work {
        /// Everything, the clock moving on to each sleeper's deadline in
        /// turn, until `settle()` returns.
        case everything
        /// What is ready, with time standing still.
        case ready
        /// One step (see ``SerialJobs/step()``).
        case oneStep
    }

    /// Runs `work`, then checks the frame, which the terminal loop redraws
    /// when an answer arrives.
    private mutating func settle(_ work: Work) {
        switch work {
        case .everything:
            let settled = Flag()
            Task { @MainActor [app] in
                await app.settle()
                settled.raise()
            }
            SerialJobs.run(until: { settled.isRaised }, clock: clock)
        case .ready:
            SerialJobs.runReady()
        case .oneStep:
            SerialJobs.step()
        }
        guard !app.isFinished else { return }
        let frame = app.render(columns: size.columns, rows: size.rows)
        if trace { log("settled after event \(events):\n" + frame.lines.joined(separator: "\n")) }
        check(frame, after: "the answers after event \(events)")
    }

    private func check(_ grid: TerminalGrid, after moment: String) {
        if let problem = FrameCheck.problem(in: grid, size: size) {
            fatalError("\(moment): \(problem)")
        }
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Raised once a task is done.
@MainActor
final class Flag {
    private(set) var isRaised = false

    func raise() { isRaised = true }
}

/// What a frame must be for the terminal it is drawn to.
///
/// Read from the cells, once each: the frame's text (`lines`) trims every
/// row one character at a time, which made a session at 300×100 run past
/// libFuzzer's 10 s timeout.
enum FrameCheck {
    static func problem(in grid: TerminalGrid, size: TerminalSize) -> String? {
        guard grid.columns == size.columns, grid.rows == size.rows, grid.cells.count == size.columns * size.rows else {
            return "a \(grid.columns)×\(grid.rows) frame (\(grid.cells.count) cells) for a \(size) terminal"
        }
        let cells = grid.cells
        for row in 0..<grid.rows {
            let start = row * grid.columns
            var width = 0
            for column in 0..<grid.columns {
                let cell = cells[start + column]
                width += cell.width
                if cell.width == 2 {
                    guard column + 1 < grid.columns, cells[start + column + 1].isContinuation else {
                        return "row \(row): a wide grapheme at column \(column) has no right half in the frame"
                    }
                } else if cell.isContinuation {
                    guard column > 0, cells[start + column - 1].width == 2 else {
                        return "row \(row): a right half at column \(column) without its grapheme"
                    }
                } else if cell.width != 1 {
                    return "row \(row): a cell \(cell.width) columns wide at column \(column)"
                }
            }
            if width > grid.columns {
                return "row \(row) is \(width) columns wide in a \(size) terminal: \(grid.text(row: row).debugDescription)"
            }
        }
        if let cursor = grid.cursor, !grid.contains(row: cursor.row, column: cursor.column) {
            return "the cursor at \(cursor) lies outside a \(size) terminal"
        }
        return nil
    }
}

// MARK: - The world

/// The app over in-memory fakes, as the Presentation tests build it: a
/// small catalog (posters for two films, one of them missing its image; a
/// Japanese title; a title and an overview full of control characters,
/// emoji and bidi marks), Ripley and Dallas, four screenings (one sold out,
/// one already started) and two orders, "alien" and "heat" searched before.
enum Cinema {
    private static let times = LocalTimeFormat(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt)

    @MainActor
    static func app(clock: FuzzClock) -> ScreenApp {
        do {
            return try build(clock: clock)
        } catch {
            fatalError("the fuzz world's fixtures are invalid: \(error)")
        }
    }

    @MainActor
    private static func build(clock: FuzzClock) throws -> ScreenApp {
        let heat = (1...25).map {
            MovieFixtures.movie($0 + 1000, "Heat \($0)", released: (1995, 12, 15), popularity: Double(100 - $0))
        }
        let strange = MovieFixtures.movie(
            7, "Ünïcödé \u{202E}evil\u{202C} 👩‍👩‍👧 \u{1B}[2J t\u{0301}itle\tthat goes on and on past any window’s edge",
            released: (2020, 2, 29), popularity: 50,
            overview: "Line one\nline two\r\n\u{7}\u{1B}]0;title\u{7} 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 " + String(repeating: "全角文字 ", count: 60))
        let spirited = MovieFixtures.movie(129, "千と千尋の神隠し", released: (2001, 7, 20), popularity: 90, runtime: 125)
        let films =
            [PosterFixtures.alien, MovieFixtures.aliens, PosterFixtures.starWars, MovieFixtures.empireStrikesBack]
            + [MovieFixtures.amelie, spirited, strange] + heat
        let movies = InMemoryMoviesRepository(movies: films)
        let ripley = try AccountsFixtures.ripley
        let dallas = try AccountsFixtures.dallas
        // Seats sold count the orders below, as a real store's do.
        let screening = try BoxOfficeFixtures.screening("screening-1", capacity: 10_000, seatsSold: 2)
        let started = try BoxOfficeFixtures.screening(
            "s-4", movie: spirited, hall: "D", startsInMinutes: -30, runtimeMinutes: 125, seatsSold: 1)
        let store = InMemoryBoxOfficeStore(
            screenings: [
                screening,
                try BoxOfficeFixtures.screening("s-2", hall: "B", capacity: 2, seatsSold: 2),
                try BoxOfficeFixtures.screening("s-3", movie: MovieFixtures.starWars, hall: "C", startsInMinutes: 90),
                started,
            ],
            orders: [
                try BoxOfficeFixtures.order("order-1", customer: ripley.id, screening: screening),
                try BoxOfficeFixtures.order(
                    "order-2", customer: dallas.id, screening: started, quantity: 1,
                    status: .paid(at: SharedFixtures.now(plus: -60))),
            ])
        let users = InMemoryUserRepository(users: [ripley, dallas])
        let ids = IncrementingIDGenerator()
        let now = ManualTimeSource()
        let catalog = CatalogUseCases(
            movies: movies, queries: InMemoryMovieQueriesRepository(queries: [try MovieQuery("alien"), try MovieQuery("heat")]),
            posters: InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: PosterFixtures.jpeg()]),
            files: InMemoryPosterFiles(), caches: InMemoryCatalogCaches(), clock: now)
        let boxOffice = BoxOfficeUseCases(
            users: users, screenings: store, orders: store, movies: movies, screeningIDs: ids, orderIDs: ids,
            clock: now)
        let sample = SampleOffer(sample: nil, times: times)
        return ScreenApp(
            tabs: [
                .movies(catalog: catalog, source: .offline, clock: clock, posterRenderer: CheckerPosterRenderer()),
                .program(boxOffice: boxOffice, times: times, sample: sample),
                .orders(boxOffice: boxOffice, times: times),
                .users(accounts: AccountsUseCases(users: users, orders: store, ids: ids), sample: sample),
            ], colors: .trueColor)
    }
}

/// Draws every poster as a checkerboard of half blocks, exactly the size
/// asked: the layout is exercised without decoding an image.
struct CheckerPosterRenderer: PosterRenderer {
    func cells(for image: PosterImage, columns: Int, rows: Int, colors: ColorCapability) -> [[TerminalCell]]? {
        (0..<max(0, rows)).map { row in
            (0..<max(0, columns)).map { column in
                TerminalCell("▀", style: TerminalStyle(foreground: .ansi((row + column) % 2 == 0 ? 7 : 0)))
            }
        }
    }
}

// MARK: - Time and jobs

/// A clock that moves only when ``SerialJobs`` finds nothing else to run:
/// then to the earliest deadline a task sleeps until, waking the sleepers
/// due in the order they went to sleep.
final class FuzzClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let state = Mutex(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock {
            $0.nextID += 1
            return $0.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock {
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= $0.now { return .success(()) }
                    $0.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves to the earliest deadline and wakes whoever sleeps until then;
    /// `false` when nobody sleeps.
    func advanceToNextDeadline() -> Bool {
        let due: [Sleeper] = state.withLock { state in
            guard let next = state.sleepers.map(\.deadline).min() else { return [] }
            state.now = max(state.now, next)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        due.forEach { $0.continuation.resume() }
        return !due.isEmpty
    }
}

/// Runs every job of Swift concurrency on this (the main) thread, one at a
/// time: jobs for the global executor (tasks, actors) are queued here by the
/// runtime's enqueue hook and run in order; the main actor's jobs wait in
/// the main dispatch queue, drained here as a run loop would. No other
/// thread runs app code, so the same input plays out the same way.
enum SerialJobs {
    private typealias Enqueue = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer?) -> Void
    private typealias DrainMainQueue = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private static let queued = Mutex<[UInt]>([])
    private static let drainMainQueue: DrainMainQueue = {
        guard let handle = dlopen(nil, RTLD_NOW), let hook = dlsym(handle, "swift_task_enqueueGlobal_hook"),
            let drain = dlsym(handle, "_dispatch_main_queue_callback_4CF")
        else { fatalError("the concurrency runtime's enqueue hook or libdispatch's main-queue drain is missing") }
        let enqueue: Enqueue = { job, _ in SerialJobs.queued.withLock { $0.append(UInt(bitPattern: job)) } }
        hook.assumingMemoryBound(to: Enqueue?.self).pointee = enqueue
        // A timed sleep would run on the real clock, on another thread: the app must sleep on the clock it is given.
        for name in ["swift_task_enqueueGlobalWithDelay_hook", "swift_task_enqueueGlobalWithDeadline_hook"] {
            let refuse: Enqueue = { _, _ in fatalError("a task slept on a real clock, not the one the app was given") }
            dlsym(handle, name)?.assumingMemoryBound(to: Enqueue?.self).pointee = refuse
        }
        return unsafeBitCast(drain, to: DrainMainQueue.self)
    }()

    /// Installs the hooks (once).
    static func install() {
        _ = drainMainQueue
    }

    /// Runs jobs until `done()` holds, moving `clock` on whenever nothing is
    /// left to run; traps when nothing is left, nobody sleeps and `done()`
    /// still does not hold.
    @MainActor
    static func run(until done: () -> Bool, clock: FuzzClock) {
        while !done() {
            runReady()
            guard !done() else { break }
            if !clock.advanceToNextDeadline() {
                runReady()
                if !done() { fatalError("settle() never returns: a task waits for something that never comes") }
            }
        }
        runReady()
    }

    /// Runs jobs until none is left to run, without moving any clock.
    ///
    /// A main-queue job leaves no trace to count, and one that enqueues
    /// another main-queue job leaves it for the next drain: so "none left"
    /// is three drains in a row that ran no global job.
    @MainActor
    static func runReady() {
        var idleRounds = 0
        while idleRounds < 3 {
            idleRounds = runOnce() ? 0 : idleRounds + 1
        }
    }

    /// One step: the main queue's ready jobs, then at most one global job.
    @MainActor
    static func step() {
        drainMainQueue(nil)
        _ = runGlobalJob()
    }

    /// Drains the main queue, then runs every queued global job; `true` when
    /// a global job ran (a main-queue job leaves no trace to count).
    @MainActor
    private static func runOnce() -> Bool {
        drainMainQueue(nil)
        var ran = false
        while runGlobalJob() { ran = true }
        return ran
    }

    /// Runs the oldest queued global job; `false` when there is none.
    private static func runGlobalJob() -> Bool {
        guard let job = queued.withLock({ $0.isEmpty ? nil : $0.removeFirst() }),
            let pointer = UnsafeMutableRawPointer(bitPattern: job)
        else { return false }
        unsafeBitCast(pointer, to: UnownedJob.self).runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
        return true
    }
}
