public import Foundation

import Dispatch
import Glibc
import Synchronization

/// A child process for tests, started with `posix_spawn`: the part of
/// Foundation's `Process` that the tests use, with the same names, so a test
/// reads as it would with `Process`.
///
/// Why not `Process`: on Linux, swift-corelibs-foundation's `Process.run()`
/// (Swift 6.3.1) lists `/proc/self/fd` before every spawn and copies each
/// directory entry's whole 256-byte `d_name`, past the end of the record
/// `readdir` returned; when that record ends glibc's buffer at the edge of a
/// mapped page, the copy faults (swiftlang/swift-corelibs-foundation#5472).
/// A test process that spawns hundreds of children crashed that way about
/// one run in five (App's tests, issue 34), and with Swift's backtracer
/// attached the crashed runner did not end. Here the child closes every
/// other descriptor itself (`posix_spawn_file_actions_addclosefrom_np`), so
/// nothing is listed; it also starts with no signal blocked or ignored, in a
/// process group of its own, as `Process` does.
///
/// Standard streams take what `Process`'s take: a `Pipe`, a `FileHandle`, or
/// `nil` or `FileHandle.nullDevice` for `/dev/null`; unset, the child shares the test's.
public final class ChildProcess: @unchecked Sendable {
    public var executableURL: URL?
    public var arguments: [String] = []
    /// The child's whole environment; `nil` passes the test's own.
    public var environment: [String: String]?
    public var currentDirectoryURL: URL?
    public var standardInput: Any? = Inherited.stream
    public var standardOutput: Any? = Inherited.stream
    public var standardError: Any? = Inherited.stream

    /// The child's process id once started, else 0.
    public private(set) var processIdentifier: Int32 = 0

    private let lock = NSLock()
    private var ended: (status: Int32, reason: Process.TerminationReason)?

    /// The marker of a stream left as the test's own.
    public enum Inherited: Sendable { case stream }

    /// What a spawn refused, with the system's reason.
    public struct SpawnError: Error, CustomStringConvertible {
        public let path: String
        public let code: Int32
        public var description: String { "cannot start \(path): \(String(cString: strerror(code)))" }
    }

    public init() {}

    /// Starts the child; throws if it cannot be started (no such program, not executable).
    public func run() throws {
        guard let path = executableURL?.path else { throw SpawnError(path: "(no executable)", code: ENOENT) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentCloses: [FileHandle] = []
        for (target, stream, reading) in [
            (STDIN_FILENO, standardInput, true), (STDOUT_FILENO, standardOutput, false),
            (STDERR_FILENO, standardError, false),
        ] {
            switch stream {
            case is Inherited:
                break
            case let pipe as Pipe:
                let end = reading ? pipe.fileHandleForReading : pipe.fileHandleForWriting
                posix_spawn_file_actions_adddup2(&actions, end.fileDescriptor, target)
                parentCloses.append(end)
            case let handle as FileHandle where handle === FileHandle.nullDevice:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", reading ? O_RDONLY : O_WRONLY, 0)
            case let handle as FileHandle:
                posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, target)
            default:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", reading ? O_RDONLY : O_WRONLY, 0)
            }
        }
        if let directory = currentDirectoryURL?.path {
            guard let addChdir = GlibcSpawn.addChdir else { throw SpawnError(path: directory, code: ENOSYS) }
            _ = addChdir(&actions, directory)
        }
        if let addCloseFrom = GlibcSpawn.addCloseFrom {
            _ = addCloseFrom(&actions, 3)
        } else {
            // An older C library: the open descriptors, listed by
            // FileManager (which reads each entry's name by its length).
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 && fcntl(descriptor, F_GETFD) >= 0 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0)=\($1)" }
        let argv = ([path] + arguments).map { strdup($0) }
        let envp = variables.map { strdup($0) }
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil])
        guard spawned == 0 else { throw SpawnError(path: path, code: spawned) }
        processIdentifier = pid
        // The child holds its own copies now; the test keeps the other ends.
        for handle in parentCloses { try? handle.close() }
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool {
        lock.withLock {
            guard ended == nil else { return false }
            reap(options: WNOHANG)
            return ended == nil
        }
    }

    /// Blocks until the child has ended.
    public func waitUntilExit() {
        precondition(processIdentifier > 0, "the child was not started")
        // Waits without reaping, so that `isRunning` on another thread never
        // loses the status to this call; then reaps under the lock.
        var info = siginfo_t()
        while lock.withLock({ ended == nil }) {
            if waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) < 0, errno == EINTR { continue }
            lock.withLock { if ended == nil { reap(options: 0) } }
        }
    }

    /// What a child printed, and how it ended.
    public struct Output: Sendable {
        public let status: Int32
        public let reason: Process.TerminationReason
        public let stdout: String
        public let stderr: String
    }

    /// Reads `out` and `err` (the pipes given as the child's standard output
    /// and error, when they were) to the end and waits for the child to end,
    /// on a thread of its own (``offTheTaskThreads(_:)``): the calling task
    /// is suspended and holds none of the test process's task threads.
    public func finish(readingOutput out: Pipe? = nil, error err: Pipe? = nil) async -> Output {
        await offTheTaskThreads { [self] in
            // Standard error is read on a thread of its own while standard
            // output is read here: a child that fills one pipe while the
            // other is being read would otherwise wait for good.
            let errorRead = DispatchSemaphore(value: 0)
            let errorText = Mutex(Data())
            if let err {
                let reader = Thread {
                    let data = err.fileHandleForReading.readDataToEndOfFile()
                    errorText.withLock { $0 = data }
                    errorRead.signal()
                }
                reader.stackSize = 1 << 18
                reader.start()
            }
            let stdout = out?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            if err != nil { errorRead.wait() }
            waitUntilExit()
            return Output(
                status: terminationStatus, reason: terminationReason, stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: errorText.withLock { $0 }, as: UTF8.self))
        }
    }

    /// Waits until the child has ended without holding a task thread (see ``finish(readingOutput:error:)``).
    public func exited() async {
        await offTheTaskThreads { [self] in waitUntilExit() }
    }

    /// The exit status, or the signal that ended the child (as `Process`).
    public var terminationStatus: Int32 {
        guard let ended = lock.withLock({ ended }) else { preconditionFailure("the child is still running") }
        return ended.status
    }

    public var terminationReason: Process.TerminationReason {
        guard let ended = lock.withLock({ ended }) else { preconditionFailure("the child is still running") }
        return ended.reason
    }

    /// Sends SIGTERM.
    public func terminate() { if processIdentifier > 0 { kill(processIdentifier, SIGTERM) } }

    /// Sends SIGINT.
    public func interrupt() { if processIdentifier > 0 { kill(processIdentifier, SIGINT) } }

    /// Called with the lock held.
    private func reap(options: Int32) {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(processIdentifier, &status, options) } while result < 0 && errno == EINTR
        guard result == processIdentifier else {
            // ECHILD: reaped elsewhere (nothing in the tests does); report it as ended.
            if result < 0 { ended = (-1, .exit) }
            return
        }
        let signal = status & 0x7f
        ended = signal == 0 ? ((status >> 8) & 0xff, .exit) : (signal, .uncaughtSignal)
    }
}

/// glibc's `posix_spawn` extensions that Swift's Glibc module does not show
/// (declared under `_GNU_SOURCE`), looked up by name.
private enum GlibcSpawn {
    typealias AddChdir =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) ->
        Int32
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29).
    static let addChdir: AddChdir? = symbol("posix_spawn_file_actions_addchdir_np")
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34).
    static let addCloseFrom: AddCloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")

    private static func symbol<T>(_ name: String) -> T? {
        // RTLD_DEFAULT is a null handle in glibc.
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }
}
