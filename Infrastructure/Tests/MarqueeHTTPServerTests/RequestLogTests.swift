import MarqueeHTTPServer
import MarqueeInfrastructureTesting
import Testing

@Suite struct RequestLogTests {
    @Test func theRequestLineNamesThePrincipalAndNeverTheCredential() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        _ = try await server.send("/whoami")
        let line = try #require(server.logs.lines.first { $0.contains("http.route=/whoami") })
        #expect(line.contains("principal=desk-1"))
        #expect(!line.contains(ServerUnderTest.token))
    }

    @Test func aPublicPathsLineNamesNoPrincipal() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        _ = try await server.send("/health")
        let line = try #require(server.logs.lines.first { $0.contains("http.route=/health") })
        #expect(!line.contains("principal="))
    }
}
