import AsyncHTTPClient
import MarqueeHTTPServer
import NIOHTTP1
import Testing

@Suite struct MetricsListenerTests {
    private static func withMetrics() -> HTTPServerSettings {
        HTTPServerSettings(port: 0, metricsPort: 0)
    }

    @Test func bothPortsAreReportedOnceTheServerListens() async throws {
        let server = try await ServerUnderTest.start(settings: Self.withMetrics())
        defer { Task { await server.stop() } }
        let metricsPort = try #require(server.ports.metrics)
        #expect(server.ports.service > 0 && metricsPort > 0 && metricsPort != server.ports.service)
    }

    @Test func noMetricsPortMeansNoMetricsListener() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        #expect(server.ports.metrics == nil)
    }

    @Test func metricsAreServedOnTheirOwnPortWithoutACredential() async throws {
        let server = try await ServerUnderTest.start(settings: Self.withMetrics())
        defer { Task { await server.stop() } }
        let answer = try await server.send(.GET, "/metrics", token: nil, port: server.ports.metrics)
        #expect(answer.status == 200)
        #expect(answer.headers["content-type"] == "text/plain; version=0.0.4; charset=utf-8")
    }

    @Test func theMainListenerNoLongerServesMetrics() async throws {
        let server = try await ServerUnderTest.start(settings: Self.withMetrics())
        defer { Task { await server.stop() } }
        let answer = try await server.send("/metrics")
        #expect(answer.status == 404 && answer.body.contains("notFound"))
    }

    @Test func metricsCountRequestsByRouteAndStatus() async throws {
        let server = try await ServerUnderTest.start(settings: Self.withMetrics())
        defer { Task { await server.stop() } }
        _ = try await server.send("/whoami")
        _ = try await server.send("/whoami", token: nil)
        _ = try await server.send("/no/such/path")
        server.metrics.increment("orders_placed_total", help: "Orders placed.")
        let text = try await server.send(.GET, "/metrics", token: nil, port: server.ports.metrics).body
        #expect(text.contains(#"http_requests_total{route="/whoami",method="GET",status="200"} 1"#))
        #expect(text.contains(#"http_requests_total{route="/whoami",method="GET",status="401"} 1"#))
        #expect(text.contains(#"route="unmatched""#))
        #expect(text.contains("http_request_duration_seconds_bucket"))
        #expect(text.contains("orders_placed_total 1"))
    }

    @Test func everyMetricHasItsHelpAndTypeLines() async throws {
        let server = try await ServerUnderTest.start(settings: Self.withMetrics())
        defer { Task { await server.stop() } }
        _ = try await server.send("/whoami")
        server.metrics.increment("orders_placed_total", help: "Orders placed.")
        server.metrics.increment("orders_placed_total", help: "Another text for the same name is ignored.")
        let text = try await server.send(.GET, "/metrics", token: nil, port: server.ports.metrics).body
        let lines = text.split(separator: "\n").map(String.init)
        let families = Set(
            lines.filter { !$0.hasPrefix("#") }.map { line in
                let name = String(line.prefix { $0 != "{" && $0 != " " })
                for suffix in ["_bucket", "_sum", "_count"] where name.hasSuffix(suffix) {
                    let family = String(name.dropLast(suffix.count))
                    if lines.contains(where: { $0.hasPrefix("# TYPE \(family) histogram") }) { return family }
                }
                return name
            })
        #expect(families == ["http_requests_total", "http_request_duration_seconds", "orders_placed_total"])
        for family in families {
            #expect(lines.contains { $0.hasPrefix("# HELP \(family) ") }, "no HELP line for \(family)")
            #expect(lines.contains { $0.hasPrefix("# TYPE \(family) ") }, "no TYPE line for \(family)")
        }
        #expect(lines.contains("# HELP orders_placed_total Orders placed."))
    }
}
