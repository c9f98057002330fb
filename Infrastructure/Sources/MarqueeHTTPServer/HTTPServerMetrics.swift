import CoreMetrics
import Prometheus

/// One server's metrics, kept in its own Prometheus registry (so two servers
/// in one process, as in tests, count apart) and served at `/metrics` in the
/// Prometheus text format: requests by route, method and status, their
/// latency as a histogram, and whatever the application counts.
public final class HTTPServerMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory

    /// Creates an empty registry.
    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
            .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
            .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10),
        ]
        self.factory = factory
    }

    /// Adds `amount` to the counter `label` with `dimensions` (created on first use).
    public func increment(_ label: String, by amount: Int = 1, dimensions: [(String, String)] = []) {
        Counter(label: label, dimensions: dimensions, factory: factory).increment(by: amount)
    }

    /// Records one request: counted by route, method and status, timed by route and method.
    func recordRequest(route: String, method: String, status: Int, duration: Duration) {
        Counter(
            label: "http_requests_total",
            dimensions: [("route", route), ("method", method), ("status", String(status))], factory: factory
        ).increment()
        Timer(
            label: "http_request_duration_seconds", dimensions: [("route", route), ("method", method)],
            factory: factory
        ).recordNanoseconds(duration.nanoseconds)
    }

    /// Everything counted so far, in the Prometheus text exposition format.
    public func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }
}
