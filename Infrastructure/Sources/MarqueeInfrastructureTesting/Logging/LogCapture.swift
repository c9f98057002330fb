public import Logging
import Synchronization

/// Collects log lines in memory so tests can assert what was logged.
///
/// Each line is the level, the message and the sorted metadata, so a test
/// can check that nothing secret appears anywhere in it.
public final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])

    /// Creates an empty capture.
    public init() {}

    /// A logger writing into this capture at `level` and above.
    public func logger(label: String = "test", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { _ in CapturingLogHandler(capture: self) }
        logger.logLevel = level
        return logger
    }

    /// The lines captured so far.
    public var lines: [String] {
        storage.withLock { $0 }
    }

    func append(_ line: String) {
        storage.withLock { $0.append(line) }
    }
}

/// A `LogHandler` that renders each entry into a ``LogCapture``.
struct CapturingLogHandler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let rendered = merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        capture.append("\(event.level) \(event.message) \(rendered)")
    }
}
