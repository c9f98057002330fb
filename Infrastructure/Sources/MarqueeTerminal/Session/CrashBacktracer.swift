import CTerminalCrash
import Glibc

/// Swift's crash backtracer, set up for a full-screen app.
///
/// On a terminal the Swift runtime's backtracer writes to standard output
/// and waits 30 s for a key ("Press space to interact…") — over the app's
/// screen, and after a crash the app cannot read that key. It reads its
/// settings (`SWIFT_BACKTRACE`) once, before `main`, so they cannot be
/// changed from inside the process: ``prepare()`` executes the program
/// again (same process id, arguments and environment) with
/// `SWIFT_BACKTRACE` set to ``settings``. A session's crash restore then
/// gets the whole report in its file, and the process ends at once.
public enum CrashBacktracer {
    /// What ``prepare()`` sets: the report to standard error (a session's
    /// crash report file), no colour, never waiting for a key, and symbols
    /// without inlined frames and source lines (`symbolicate=fast`), for the
    /// crashed thread only, without registers and the list of images: the
    /// full report of a debug build with every trait (173 MB) took 6-8 s
    /// after a trap on the main actor under load, past the 5 s a crash may
    /// take to end; this one takes 3.0 s at rest (3.7 s with every thread).
    public static let settings =
        "interactive=no,color=no,output-to=stderr,timeout=0s,symbolicate=fast,threads=crashed,registers=none,images=none"

    /// Re-executes the process with `SWIFT_BACKTRACE` set to ``settings``,
    /// so call it before anything else happens. Returns (doing nothing) when
    /// `SWIFT_BACKTRACE` is already set — the user's choice, or this
    /// process's second start — and when the runtime has no backtracer (a
    /// build linked with `--static-swift-stdlib` finds no `swift-backtrace`;
    /// the crash restore then writes the frames itself), or when the
    /// program cannot be executed again.
    public static func prepare() {
        guard getenv("SWIFT_BACKTRACE") == nil, marquee_crash_backtracer_installed() == 1 else { return }
        var variables: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let variable = environ[index] {
            variables.append(variable)
            index += 1
        }
        let setting = strdup("SWIFT_BACKTRACE=\(settings)")
        variables.append(setting)
        variables.append(nil)
        // The program's own path, so that its name (ps, top, the report's
        // "Thread 0") stays its own rather than "exe".
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &path, Int(PATH_MAX))
        let program = length > 0 ? String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        if program.hasPrefix("/"), access(program, X_OK) == 0 {
            execve(program, CommandLine.unsafeArgv, variables)
        }
        execve("/proc/self/exe", CommandLine.unsafeArgv, variables)
        free(setting)  // still here: the process goes on with the backtracer as it is
    }
}
