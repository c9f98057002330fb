import CTerminalCrash
import Foundation
import Glibc
import Synchronization

/// Keeps a crash from leaving the terminal broken: while a session is open,
/// standard error goes to a report file (the runtime's own crash message and
/// backtrace land there instead of on the alternate screen, which would hide
/// them), and a crash — a trap, an abort, a fault — restores the terminal
/// from a signal handler (async-signal-safe, in C), prints one line on the
/// real standard error saying where the report is, and hands the signal on.
///
/// At a normal close standard error comes back; what was written to the
/// report meanwhile is copied to it, and the file is removed.
final class CrashRestore: Sendable {
    private let reportPath: String
    private let reportDescriptor: Int32
    private let standardError: Int32
    private let isClosed = Mutex(false)

    /// Arms the restore for `terminal` (whose settings as found are
    /// `settings`), writing `leave` there on a crash.
    ///
    /// - Returns: `nil` when standard error cannot be redirected (the
    ///   session goes on without the crash restore).
    init?(terminal: Int32, settings: termios, leave: [UInt8]) {
        let program = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "program")
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let path = "\(directory)/\(program)-crash-\(getpid()).log"
        let report = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard report >= 0 else { return nil }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(report, STDERR_FILENO) >= 0 else {
            Glibc.close(report)
            if saved >= 0 { Glibc.close(saved) }
            unlink(path)
            return nil
        }
        reportPath = path
        reportDescriptor = report
        standardError = saved
        let message = Array(
            "\(program): crashed; the terminal was restored. The crash report is in \(path)\n".utf8)
        var settings = settings
        _ = leave.withUnsafeBufferPointer { leave in
            message.withUnsafeBufferPointer { message in
                leave.withMemoryRebound(to: CChar.self) { leave in
                    message.withMemoryRebound(to: CChar.self) { message in
                        withUnsafeBytes(of: &settings) { settings in
                            marquee_crash_restore_arm(
                                terminal, settings.baseAddress, settings.count, leave.baseAddress, leave.count, saved,
                                message.baseAddress, message.count)
                        }
                    }
                }
            }
        }
    }

    /// Disarms the handlers, gives standard error back, copies what the
    /// report holds to it, and removes the report.
    func close() {
        guard
            !isClosed.withLock({ closed in
                defer { closed = true }; return closed
            })
        else { return }
        marquee_crash_restore_disarm()
        dup2(standardError, STDERR_FILENO)
        Glibc.close(standardError)
        Glibc.close(reportDescriptor)
        if let text = try? String(contentsOfFile: reportPath, encoding: .utf8), !text.isEmpty {
            FileHandle.standardError.write(Data(text.utf8))
        }
        unlink(reportPath)
    }
}
