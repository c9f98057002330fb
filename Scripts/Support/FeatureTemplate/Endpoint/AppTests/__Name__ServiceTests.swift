#if Service
import Foundation
import NIOHTTP1
import Testing

/// `__exe__ serve` runs the __Name__ context's use cases with its own rules
/// and roles, over loopback: a clerk desk lists but may not add, a manager
/// adds, and nothing a desk sends but the title is taken.
@Suite struct __Name__ServiceTests {
    @Test func theServiceRunsTheUseCasesAndChecksTheRole() async throws {
        let (server, service, clerk, manager) = try await serving()
        defer { stop(server, service) }
        let http = RawHTTP(port: service.port)

        let refused = try await http.send(.POST, "/__commands__", token: clerk, body: #"{"title": "First"}"#)
        #expect(refused.status == 403, "\(refused.body)")
        #expect(refused.json?["action"] as? String == "add__Name__")
        let forged = try await http.send(
            .POST, "/__commands__", token: manager, body: #"{"title": "First", "id": "__command__-mine"}"#)
        #expect(forged.status == 400, "\(forged.body)")
        let blank = try await http.send(.POST, "/__commands__", token: manager, body: #"{"title": "   "}"#)
        #expect(blank.status == 422, "\(blank.body)")
        #expect(blank.json?["type"] as? String == "urn:marquee:problem:invalid-__command__-title")
        let added = try await http.send(.POST, "/__commands__", token: manager, body: #"{"title": "First"}"#)
        #expect(added.status == 201, "\(added.body)")
        let id = try #require(added.json?["id"] as? String)
        #expect(id.hasPrefix("__command__-") && id != "__command__-mine")

        let listed = try await http.send(.GET, "/__commands__", token: clerk)
        #expect(listed.status == 200, "\(listed.body)")
        let items = try #require(listed.json?["__plural__"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["First"])
        // The server's own store kept it, and only the manager's.
        let kept = try await server.run("__command__", "list", "--json")
        #expect(kept.status == 0 && kept.stdout.contains(#""First""#), "\(kept.stdout)")
    }

    @Test func aDeskRunsTheCommandsThroughTheService() async throws {
        let (server, service, clerk, manager) = try await serving()
        defer { stop(server, service) }
        let front = try __Prefix__Process(environment: ["MARQUEE_DESK_TOKEN": clerk, "TZ": "UTC"])
        defer { front.cleanUp() }
        let office = try __Prefix__Process(environment: ["MARQUEE_DESK_TOKEN": manager, "TZ": "UTC"])
        defer { office.cleanUp() }

        let refused = try await front.run("__command__", "add", "First", "--server", service.url)
        #expect(refused.status == 77, "\(refused.stderr)")
        #expect(refused.stderr == "__exe__: This desk (front-1, a clerk) may not add __label__; ask a manager desk.\n")
        let added = try await office.run("__command__", "add", "First", "--server", service.url)
        #expect(added.status == 0 && added.stdout.hasPrefix("Added \"First\""), "\(added.stderr)")
        let listed = try await front.run("__command__", "list", "--json", "--server", service.url)
        #expect(listed.status == 0 && listed.stdout.contains(#""First""#), "\(listed.stderr)")

        // The service's store kept it; the desks kept nothing themselves.
        #expect(try await server.run("__command__", "list").stdout.contains("First"))
        #expect(try await front.run("__command__", "list").stdout.hasPrefix("No __labels__ yet."))
    }

    /// `__exe__ serve` over a new data directory that has a clerk desk and a
    /// manager desk, with their tokens.
    private func serving() async throws -> (__Prefix__Process, ServeProcess, clerk: String, manager: String) {
        let server = try __Prefix__Process()
        do {
            let clerk = try await token(server, desk: "front-1", role: "clerk")
            let manager = try await token(server, desk: "office", role: "manager")
            return (server, try ServeProcess.start(server), clerk, manager)
        } catch {
            server.cleanUp()
            throw error
        }
    }

    private func stop(_ server: __Prefix__Process, _ service: ServeProcess) {
        service.stop()
        server.cleanUp()
    }

    /// A desk of `role` added to `server`'s store, by its token.
    private func token(_ server: __Prefix__Process, desk: String, role: String) async throws -> String {
        let added = try await server.run("desks", "add", desk, "--role", role, "--json")
        #expect(added.status == 0, "\(added.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
        return try #require(document?["token"] as? String)
    }
}
#endif
