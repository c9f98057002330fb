import Prometheus
import Synchronization

/// One server's metrics, kept in its own Prometheus registry (so two servers
/// in one process, as in tests, count apart) and served at `/metrics` on the
/// metrics listener in the Prometheus text format: requests by route, method
/// and status, their latency as a histogram, and whatever the application
/// counts. Every metric has its `# HELP` and `# TYPE` lines.
public final class HTTPServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    /// The help text each metric name was first given: the registry stops
    /// the process when one name is given two texts, so the first one holds.
    private let helpTexts = Mutex<[String: String]>([:])

    private static let durationBuckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
        .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
    ]

    /// Creates an empty registry.
    public init() {}

    /// Adds `amount` to the counter `label` with `dimensions` (created on
    /// first use).
    ///
    /// - Parameters:
    ///   - label: The metric's name, such as `orders_placed_total`.
    ///   - amount: How much to add.
    ///   - dimensions: Its labels.
    ///   - help: What it counts (its `# HELP` line); the first text given for
    ///     a name is the one kept.
    public func increment(_ label: String, by amount: Int = 1, dimensions: [(String, String)] = [], help: String) {
        registry.makeCounter(descriptor: descriptor(label, help: help), labels: dimensions)
            .increment(by: Int64(amount))
    }

    /// Records one request: counted by route, method and status, timed by route and method.
    func recordRequest(route: String, method: String, status: Int, duration: Duration) {
        increment(
            "http_requests_total", dimensions: [("route", route), ("method", method), ("status", String(status))],
            help: "HTTP requests answered, by route template, method and status.")
        registry.makeDurationHistogram(
            descriptor: descriptor(
                "http_request_duration_seconds", help: "Time from a request's head to its answer, in seconds."),
            labels: [("route", route), ("method", method)], buckets: Self.durationBuckets
        ).record(duration)
    }

    /// Everything counted so far, in the Prometheus text exposition format.
    public func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }

    private func descriptor(_ name: String, help: String) -> MetricNameDescriptor {
        let kept = helpTexts.withLock { texts in
            if let kept = texts[name] { return kept }
            texts[name] = help
            return help
        }
        return MetricNameDescriptor(metricName: name, unitName: "", helpText: kept)
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }
}
