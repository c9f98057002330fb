import MarqueeTerminalModel
import Dispatch
import Glibc
import Synchronization

/// Watches the signals a full-screen app must answer: SIGWINCH (the window
/// changed size) and SIGTERM, SIGHUP, SIGINT, SIGQUIT (the app must end).
///
/// The signals are routed to Dispatch sources (their default action is
/// suspended while watched), so the handlers run on a queue, not inside a
/// signal handler, and may do anything. For an ending signal the handler
/// restores the terminal, puts back the default action and raises the signal
/// again, so the process still ends *by that signal* (the shell sees 143 for
/// SIGTERM) — with the terminal as it found it.
final class TerminalSignals: Sendable {
    static let ending: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    private let sources: Mutex<[any DispatchSourceSignal]>

    /// Starts watching; `onResize` runs after SIGWINCH, `onEnd` before the
    /// process ends by an ending signal.
    init(onResize: @escaping @Sendable () -> Void, onEnd: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "marquee.terminal.signals")
        var sources: [any DispatchSourceSignal] = []
        for number in Self.ending + [SIGWINCH] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            if number == SIGWINCH {
                source.setEventHandler(handler: onResize)
            } else {
                source.setEventHandler {
                    onEnd()
                    Self.endProcess(by: number)
                }
            }
            source.resume()
            sources.append(source)
        }
        self.sources = Mutex(sources)
    }

    /// Ends the process by `number` with its default action. This runs on a
    /// Dispatch worker thread, which blocks signals: unblock it here, or the
    /// raised signal would stay pending on this thread forever.
    private static func endProcess(by number: Int32) {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        kill(getpid(), number)
    }

    /// Stops watching and gives every signal its default action back.
    func cancel() {
        sources.withLock { sources in
            for source in sources {
                source.cancel()
            }
        }
        for number in Self.ending + [SIGWINCH] {
            signal(number, SIG_DFL)
        }
    }
}
