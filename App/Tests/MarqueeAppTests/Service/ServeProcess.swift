#if Service
import Foundation
import MarqueeInfrastructureTesting
import Synchronization
import Testing

/// `marquee serve --port 0` as a real process over a data directory (or a
/// PostgreSQL database), with the port it printed once listening.
final class ServeProcess: Sendable {
    /// What the process printed, as it arrives.
    final class Output: Sendable {
        let text = Mutex("")
    }

    let port: Int
    let scheme: String
    private let process: ChildProcess
    private let output: Output
    private let errorOutput: Output
    private let outputPipes: [(FileHandle, Output)]

    /// Starts the service and waits (30 s at most) for its listening line.
    static func start(
        _ marquee: MarqueeProcess, arguments: [String] = [], environment extra: [String: String] = [:],
        scheme: String = "http", hostInURL: String = "127.0.0.1"
    ) throws -> ServeProcess {
        let process = ChildProcess()
        process.executableURL = MarqueeProcess.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": marquee.dataDirectory.appendingPathComponent("home").path,
            "MARQUEE_DATA_DIR": marquee.dataDirectory.path, "TZ": "UTC",
            "MARQUEE_SCHEDULE_DAYS": MarqueeProcess.schedulingDays,
        ]
        environment.merge(marquee.environment) { _, new in new }
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let output = Output(), errorOutput = Output()
        out.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        err.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            errorOutput.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let text = output.text.withLock { $0 }
            if let range = text.range(of: "\(scheme)://\(hostInURL):"),
                let port = Int(text[range.upperBound...].prefix(while: \.isNumber))
            {
                return ServeProcess(
                    port: port, scheme: scheme, process: process, output: output, errorOutput: errorOutput,
                    outputPipes: [(out.fileHandleForReading, output), (err.fileHandleForReading, errorOutput)])
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        throw ServeFailed(output: output.text.withLock { $0 })
    }

    private init(
        port: Int, scheme: String, process: ChildProcess, output: Output, errorOutput: Output,
        outputPipes: [(FileHandle, Output)]
    ) {
        self.port = port
        self.scheme = scheme
        self.process = process
        self.output = output
        self.errorOutput = errorOutput
        self.outputPipes = outputPipes
    }

    var url: String { "\(scheme)://127.0.0.1:\(port)" }

    /// What it printed on standard output so far.
    var printed: String { output.text.withLock { $0 } }

    /// What it printed on standard error so far (request lines among them).
    var errors: String { errorOutput.text.withLock { $0 } }

    /// Sends `signal` and waits for the process to end; its exit status.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        // The last lines may still sit in the pipes when the process has
        // ended (its handler had not run yet): read them to the end.
        for (handle, output) in outputPipes {
            handle.readabilityHandler = nil
            let rest = handle.readDataToEndOfFile()
            output.text.withLock { $0 += String(decoding: rest, as: UTF8.self) }
        }
        return process.terminationStatus
    }

    struct ServeFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "marquee serve did not start listening: \(output)" }
    }
}
#endif
