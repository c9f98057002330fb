import CTerminalCrash
import Foundation
import Glibc
import Synchronization

/// Keeps a crash from leaving the terminal broken: while a session is open,
/// standard error goes to a report file in the session's report directory
/// (mode 0600; the runtime's crash message and Swift's backtracer write
/// there instead of on the alternate screen, which would hide them), and a
/// crash — a trap, an abort, a fault — restores the terminal from a signal
/// handler (async-signal-safe, in C), prints one line on the real standard
/// error saying where the report is, lets the report be written, and ends
/// the process by the signal.
///
/// When the directory cannot be written the terminal is still restored; the
/// line then names no report and the runtime writes to standard error.
///
/// At a normal close standard error comes back; what was written to the
/// report meanwhile is copied to it, and the file is removed.
final class CrashRestore: Sendable {
    /// A report file standing in for standard error.
    private struct Report: Sendable {
        let path: String
        let descriptor: Int32
        let standardError: Int32
    }

    private let report: Report?
    private let isClosed = Mutex(false)

    /// Arms the restore for `terminal` (whose settings as found are
    /// `settings`), writing `leave` there on a crash, with the report in
    /// `reportDirectory` (created, mode 0700, when missing).
    init(terminal: Int32, settings: termios, leave: [UInt8], reportDirectory: String) {
        let program = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "program")
        report = Self.openReport(in: reportDirectory, program: program)
        let message =
            if let report {
                "\(program): crashed; the terminal was restored. The crash report is in \(report.path)\n"
            } else {
                "\(program): crashed; the terminal was restored.\n"
            }
        Self.arm(
            terminal: terminal, settings: settings, leave: leave, message: Array(message.utf8),
            messageDescriptor: report?.standardError ?? STDERR_FILENO,
            reportDescriptor: report?.descriptor ?? STDERR_FILENO)
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
        guard let report else { return }
        dup2(report.standardError, STDERR_FILENO)
        Glibc.close(report.standardError)
        Glibc.close(report.descriptor)
        if let text = try? String(contentsOfFile: report.path, encoding: .utf8), !text.isEmpty {
            FileHandle.standardError.write(Data(text.utf8))
        }
        unlink(report.path)
    }

    /// Creates `<program>-crash-<pid>.log` (`-2`, `-3`… when an earlier
    /// process with the same id left one) and puts it in place of standard error.
    private static func openReport(in directory: String, program: String) -> Report? {
        try? FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var descriptor: Int32 = -1
        var path = ""
        for attempt in 1...20 {
            path = "\(directory)/\(program)-crash-\(getpid())\(attempt == 1 ? "" : "-\(attempt)").log"
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return nil }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(descriptor, STDERR_FILENO) >= 0 else {
            Glibc.close(descriptor)
            if saved >= 0 { Glibc.close(saved) }
            unlink(path)
            return nil
        }
        return Report(path: path, descriptor: descriptor, standardError: saved)
    }

    private static func arm(
        terminal: Int32, settings: termios, leave: [UInt8], message: [UInt8], messageDescriptor: Int32,
        reportDescriptor: Int32
    ) {
        var settings = settings
        _ = leave.withUnsafeBufferPointer { leave in
            message.withUnsafeBufferPointer { message in
                leave.withMemoryRebound(to: CChar.self) { leave in
                    message.withMemoryRebound(to: CChar.self) { message in
                        withUnsafeBytes(of: &settings) { settings in
                            marquee_crash_restore_arm(
                                terminal, settings.baseAddress, settings.count, leave.baseAddress, leave.count,
                                messageDescriptor, message.baseAddress, message.count, reportDescriptor)
                        }
                    }
                }
            }
        }
    }
}
