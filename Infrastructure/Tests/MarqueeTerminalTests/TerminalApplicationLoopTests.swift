import Glibc
import MarqueeTerminal
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The kit's loop over a real pseudo-terminal: the session opens on its
/// secondary side as on any terminal, and the test types into, and reads
/// the frames from, its primary side.
@MainActor
@Suite(.serialized) struct TerminalApplicationLoopTests {
    @Test func eventsReachTheApplicationAndItsFramesTheTerminalUntilItQuits() async throws {
        let terminal = try PseudoTerminal(columns: 30, rows: 10)
        let counter = KeyCounter()
        let seen = EventLog()
        let run = Task { [secondary = terminal.secondary] in try await Self.run(counter, on: secondary, log: seen) }
        // Typed once the session is open (raw mode drops what came before).
        #expect(try await terminal.waitFor("ready"))
        // One key at a time: bytes that arrive together are a paste.
        terminal.type("a")
        #expect(try await terminal.waitFor("one"))
        terminal.type("b")
        #expect(try await terminal.waitFor("two"))
        terminal.type("q")
        try await run.value
        #expect(counter.events.first == .resize(TerminalSize(columns: 30, rows: 10)))
        #expect(seen.events == Array(counter.events.dropFirst()))
        #expect(counter.keys == 2)
        #expect(counter.isFinished)
    }

    @Test func aChangeWithoutAnEventIsDrawn() async throws {
        let terminal = try PseudoTerminal(columns: 30, rows: 10)
        let counter = KeyCounter()
        let run = Task { [secondary = terminal.secondary] in try await Self.run(counter, on: secondary) }
        #expect(try await terminal.waitFor("ready"))
        // `!` starts work whose answer comes later, through `changes`: the
        // frame drawn for the key itself still says "ready".
        terminal.type("!")
        #expect(try await terminal.waitFor("answer"))
        terminal.type("q")
        try await run.value
        #expect(counter.isFinished)
    }

    /// Opens a session on the terminal `descriptor` and runs `application`
    /// there, `log` (when given) seeing each event first.
    nonisolated static func run(_ application: KeyCounter, on descriptor: Int32, log: EventLog? = nil) async throws {
        let willHandle: (@MainActor (TerminalEvent) -> Void)? =
            if let log { { @MainActor event in log.events.append(event) } } else { nil }
        try await TerminalSession.run(input: descriptor, output: descriptor, environment: [:]) { session in
            try await session.run(application, willHandle: willHandle)
        }
    }
}

/// The events a loop passed to `willHandle`, in order.
@MainActor
final class EventLog {
    var events: [TerminalEvent] = []
}

/// Counts the keys typed, quits on `q`; `!` answers later, as a load does.
@MainActor
final class KeyCounter: TerminalApplication {
    private(set) var events: [TerminalEvent] = []
    private(set) var keys = 0
    private(set) var isFinished = false
    private var answered = false
    let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    func handle(_ event: TerminalEvent) {
        events.append(event)
        switch event {
        case .key(.character("q")):
            isFinished = true
            continuation.finish()
        case .key(.character("!")):
            Task { @MainActor in
                self.answered = true
                self.continuation.yield()
            }
        case .key:
            keys += 1
        default:
            break
        }
    }

    func render(columns: Int, rows: Int) -> TerminalGrid {
        var grid = TerminalGrid(columns: columns, rows: rows)
        // Words with no letter in the place of the one before, so that the
        // frame after writes each of them whole (only changed cells are written).
        let words = ["ready", "one", "two", "many"]
        grid.write(answered ? "answer" : words[min(keys, words.count - 1)], row: 0, column: 0)
        return grid
    }
}

/// A pseudo-terminal pair (`/dev/ptmx`) of the given size; both ends
/// close with it. The primary side does not block: reading it returns
/// what has been written so far.
private final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    /// Linux's ioctls on /dev/ptmx (Glibc does not import them, nor
    /// posix_openpt): TIOCSPTLCK unlocks the secondary side, TIOCGPTN gives
    /// its number. The generic encoding, the same on x86-64 and arm64.
    private static let unlock: UInt = 0x4004_5431
    private static let number: UInt = 0x8004_5430

    struct Failure: Error {
        let step: String
    }

    init(columns: Int, rows: Int) throws {
        primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard primary >= 0 else { throw Failure(step: "open /dev/ptmx") }
        var locked: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(primary, Self.unlock, &locked) == 0, ioctl(primary, Self.number, &number) == 0 else {
            close(primary)
            throw Failure(step: "unlock the pseudo-terminal or ask its number")
        }
        let name = "/dev/pts/\(number)"
        secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else {
            close(primary)
            throw Failure(step: "open the secondary side")
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(secondary, UInt(TIOCSWINSZ), &size)
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
    }

    /// Types `text` as a person would: its bytes arrive on the secondary side.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Whether the terminal shows `text` within five seconds (polled).
    func waitFor(_ text: String) async throws -> Bool {
        for _ in 0..<500 {
            shown += output()
            if shown.contains(text) { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Everything read from the primary side so far.
    private var shown = ""

    /// What the secondary side has written since the last call.
    func output() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        close(secondary)
        close(primary)
    }
}
