import Foundation

/// A crash on purpose inside the full-screen app, for the tests that check
/// what a crash leaves behind (the terminal restored, one line, the report).
///
/// Only a debug build reads it, from `MARQUEE_DEBUG_CRASH` (`trap`: a Swift
/// runtime failure on the main actor; `trap-on-thread`: the same on a
/// thread of its own); a release build — what is installed — never crashes
/// on purpose, whatever its environment.
public enum CrashDrill: String, Sendable {
    /// A runtime failure on the main actor, where the app's loop runs (on
    /// Linux a Dispatch thread: the process's first thread waits in `sigsuspend`).
    case trap
    /// A runtime failure on another thread, while the main thread waits.
    case trapOnThread = "trap-on-thread"

    /// The drill `MARQUEE_DEBUG_CRASH` names, in a debug build; otherwise nil.
    public init?(environment: [String: String]) {
        #if DEBUG
        guard let value = environment["MARQUEE_DEBUG_CRASH"], let drill = CrashDrill(rawValue: value) else {
            return nil
        }
        self = drill
        #else
        return nil
        #endif
    }

    /// Crashes the process (the app calls it at the first key).
    func crash() -> Never {
        switch self {
        case .trap:
            Self.fail("on the main actor, in the app's loop")
        case .trapOnThread:
            let thread = Thread { Self.fail("on a thread of its own") }
            thread.name = "marquee.crash-drill"
            thread.start()
            while true { sleep(60) }
        }
    }

    private static func fail(_ place: String) -> Never {
        fatalError("crash drill (MARQUEE_DEBUG_CRASH) \(place)")
    }
}
