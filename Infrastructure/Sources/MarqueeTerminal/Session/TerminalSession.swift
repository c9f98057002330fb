import MarqueeInfrastructure
public import MarqueeTerminalModel
public import Foundation
import Glibc
import Synchronization

/// A full-screen terminal session: raw mode, the alternate screen, a hidden
/// cursor and bracketed paste while it is open, events in, frames out.
///
/// The terminal is put back exactly as it was (termios and screen) by
/// `close()`, when `run` returns or throws, before the process ends by
/// SIGTERM, SIGHUP, SIGINT or SIGQUIT, and when it crashes (a trap, an
/// abort or a fault: see `CrashRestore`). Ctrl-C is a key
/// (`TerminalKey.control("c")`): the app decides what it means.
///
/// ```swift
/// try await TerminalSession.run { session in
///     for await event in session.events {
///         if case .key(let key) = event, key.isInterrupt { return }
///         try session.screen.draw(frame(for: event, size: session.size))
///     }
/// }
/// ```
public final class TerminalSession: Sendable {
    /// Keys, pastes and resizes, in order. One consumer; it finishes when
    /// the session closes or input ends.
    public let events: AsyncStream<TerminalEvent>
    /// Where frames go: draws only what changed, one write per frame.
    public let screen: TerminalScreen
    /// The colours the terminal can show.
    public let capability: ColorCapability

    private let modes: TerminalModes
    private let outputDescriptor: Int32
    private let reader: TerminalInputReader
    private let signals: Mutex<TerminalSignals?>
    private let crashRestore: CrashRestore

    /// alternate screen on, cursor hidden, bracketed paste on
    private static let enterSequence = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8)
    /// mouse buttons and drags reported, in SGR form (1006)
    private static let mouseOnSequence = Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8)
    /// pen reset, mouse reporting off, bracketed paste off, cursor shown, alternate screen off
    static let leaveSequence = Array(
        "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Opens a session on a terminal.
    ///
    /// - Parameters:
    ///   - input: the terminal's input descriptor (its termios is changed).
    ///   - output: where frames are written.
    ///   - environment: read for the colour capability (`NO_COLOR`, `COLORTERM`,
    ///     `TERM`) and `TMPDIR`; the process's own when nil.
    ///   - escapeTimeout: how long a lone Esc waits for a following byte.
    ///   - mouse: whether clicks and the wheel are reported (SGR 1006) as
    ///     ``/MarqueeTerminalModel/TerminalEvent/mouse(_:)``; off leaves the terminal's own selection.
    ///   - crashReports: the directory for the crash report (standard error
    ///     while the session is open; see ``CrashBacktracer``), created when
    ///     missing; nil: `$TMPDIR`, else `/tmp`.
    /// - Throws: `TerminalError(.notATerminal)` when input or output is not a terminal.
    public init(
        input: Int32 = 0, output: Int32 = 1,
        environment: [String: String]? = nil,
        escapeTimeout: Duration = .milliseconds(30),
        mouse: Bool = false,
        crashReports: URL? = nil
    ) throws(TerminalError) {
        guard isatty(input) == 1, isatty(output) == 1 else { throw TerminalError(.notATerminal) }
        let modes = try TerminalModes(descriptor: input)
        self.modes = modes
        outputDescriptor = output
        let environment = environment ?? ProcessInfo.processInfo.environment
        capability = ColorCapability.detect(environment: environment)
        screen = TerminalScreen(output: FileDescriptorOutput(descriptor: output), capability: capability)
        let (stream, continuation) = AsyncStream<TerminalEvent>.makeStream()
        events = stream
        let milliseconds = Int32(clamping: escapeTimeout.inMilliseconds)
        signals = Mutex(nil)
        try modes.enterRaw()
        crashRestore = CrashRestore(
            terminal: output, settings: modes.originalSettings, leave: Self.leaveSequence,
            reportDirectory: crashReports?.path ?? environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        do {
            reader = try TerminalInputReader(
                descriptor: input, escapeTimeoutMilliseconds: milliseconds,
                continuation: continuation)
        } catch {
            modes.restore()
            crashRestore.close()
            throw error
        }
        let screen = screen
        let watcher = TerminalSignals(
            onResize: { [screen, output] in
                screen.invalidate()
                continuation.yield(.resize(Self.size(of: output)))
            },
            onEnd: { [modes, screen, output] in
                Self.restore(screen: screen, modes: modes, output: output)
            }
        )
        signals.withLock { $0 = watcher }
        do {
            try screen.writeControl(Self.enterSequence + (mouse ? Self.mouseOnSequence : []))
        } catch {
            close()
            throw error
        }
    }

    /// The terminal's size now (`TIOCGWINSZ`); 80×24 if it cannot tell.
    public var size: TerminalSize { Self.size(of: outputDescriptor) }

    /// Restores the terminal and stops reading; `events` finishes. Safe to
    /// call more than once.
    public func close() {
        let watcher = signals.withLock { watcher in
            defer { watcher = nil }
            return watcher
        }
        Self.restore(screen: screen, modes: modes, output: outputDescriptor)
        crashRestore.close()
        guard let watcher else { return }
        reader.stop()
        watcher.cancel()
    }

    /// Opens a session, runs `body`, and closes the session however `body`
    /// ends — returning, throwing or cancelled.
    public static func run<Result: Sendable>(
        input: Int32 = 0, output: Int32 = 1,
        environment: [String: String]? = nil,
        mouse: Bool = false,
        crashReports: URL? = nil,
        _ body: (TerminalSession) async throws -> Result
    ) async throws -> Result {
        let session = try TerminalSession(
            input: input, output: output, environment: environment, mouse: mouse, crashReports: crashReports)
        defer { session.close() }
        return try await body(session)
    }

    private static func restore(screen: TerminalScreen, modes: TerminalModes, output: Int32) {
        screen.close {
            try? FileDescriptorOutput(descriptor: output).write(leaveSequence)
            modes.restore()
        }
    }

    static func size(of descriptor: Int32) -> TerminalSize {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
}
