import AsyncHTTPClient
import MarqueeHTTPServer
import NIOHTTP1
import Testing

@Suite struct MethodTests {
    @Test func aMethodThePathDoesNotServeIs405WithTheMethodsItServes() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send(.POST, "/whoami")
        #expect(answer.status == 405 && answer.body.contains("methodNotAllowed"))
        #expect(answer.headers["allow"] == "GET, HEAD")
    }

    @Test func aTemplatedPathListsEveryMethodItsTemplateServes() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send(.PUT, "/orders/42")
        #expect(answer.status == 405)
        #expect(answer.headers["allow"] == "DELETE, GET, HEAD")
        #expect(try await server.send(.DELETE, "/orders/42").status == 204)
    }

    @Test func aPathThatServesNothingStays404() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send(.POST, "/orders/42/lines")
        #expect(answer.status == 404 && answer.headers["allow"] == nil)
    }

    @Test func headAnswersAsGETDoesWithoutTheBody() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        for path in ["/whoami", "/orders/7", "/doc.yaml", "/health"] {
            let get = try await server.send(.GET, path)
            let head = try await server.send(.HEAD, path)
            #expect(head.status == get.status, "\(path)")
            #expect(head.bytes.isEmpty, "\(path)")
            #expect(head.headers["content-length"] == String(get.bytes.count), "\(path)")
            #expect(head.headers["content-type"] == get.headers["content-type"], "\(path)")
        }
    }

    @Test func headOnAPathServedOnlyForPOSTIs405WithoutABody() async throws {
        let server = try await ServerUnderTest.start()
        defer { Task { await server.stop() } }
        let answer = try await server.send(.HEAD, "/echo")
        #expect(answer.status == 405 && answer.headers["allow"] == "POST" && answer.bytes.isEmpty)
    }
}
