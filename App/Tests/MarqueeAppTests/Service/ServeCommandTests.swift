#if Service
import Foundation
import Testing

/// `marquee serve` and desks with `--server`, through the built binary: the
/// same commands, the same output, the data kept by the service.
@Suite(.serialized) struct ServeCommandTests {
    @Test func aDeskRunsTheBoxOfficeThroughTheService() async throws {
        let server = try MarqueeProcess()
        defer { server.cleanUp() }
        let added = try await server.run("desks", "add", "office", "--role", "manager", "--json")
        #expect(added.status == 0, "\(added.stderr)")
        let token = try #require(
            (try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])?["token"] as? String)
        let service = try ServeProcess.start(server)
        defer { service.stop() }

        let desk = try MarqueeProcess(environment: ["MARQUEE_DESK_TOKEN": token, "TZ": "UTC"])
        defer { desk.cleanUp() }
        let registered = try await desk.run("users", "register", "Ripley", "--server", service.url)
        #expect(registered.status == 0 && registered.stdout.hasPrefix("Registered Ripley"), "\(registered.stderr)")
        let scheduled = try await desk.run(
            "screenings", "schedule", "348", "--hall", "A", "--at", "2099-12-24T20:00", "--seats", "5", "--price",
            "12.50 EUR", "--runtime", "117", "--server", service.url, "--json")
        #expect(scheduled.status == 0, "\(scheduled.stderr)")
        let screening = try #require(
            (try JSONSerialization.jsonObject(with: Data(scheduled.stdout.utf8)) as? [String: Any])?["id"] as? String)
        let placed = try await desk.run(
            "orders", "place", "--user", "ripley", "--screening", screening, "--quantity", "2", "--server", service.url)
        #expect(placed.status == 0 && placed.stdout.contains("Order placed"), "\(placed.stderr)")
        let soldOut = try await desk.run(
            "orders", "place", "--user", "Ripley", "--screening", screening, "--quantity", "4", "--server", service.url)
        #expect(soldOut.status == 1)
        #expect(soldOut.stderr == "marquee: Only 3 seats are left for this screening; order at most 3.\n")
        let search = try await desk.run("movies", "search", "alien", "--server", service.url)
        #expect(search.status == 0 && search.stdout.contains("Alien"))
        #expect(try await desk.run("movies", "recent", "--server", service.url).stdout.contains("alien"))

        // The service kept it all: the server's own store shows it.
        let program = try await server.run("program", "--json")
        #expect(program.stdout.contains(#""seatsSold":2"#) || program.stdout.contains(#""seatsSold" : 2"#))
        // The desk itself kept nothing of it.
        let ownUsers = try await desk.run("users", "list")
        #expect(ownUsers.status == 0 && ownUsers.stdout.hasPrefix("No users yet."), "\(ownUsers.stdout)")
    }

    /// A desk whose service has stopped is told at once that nothing
    /// answers there, for a read and for a write (which was never sent), as
    /// it was not before: the HTTP pool retried the refused connection until
    /// its 15-second deadline and then spoke of a connection closed.
    @Test func aDeskWhoseServiceIsNotRunningIsToldTheConnectionWasRefused() async throws {
        let server = try MarqueeProcess()
        defer { server.cleanUp() }
        let service = try ServeProcess.start(server)
        let url = service.url
        service.stop()
        let desk = try MarqueeProcess(environment: ["MARQUEE_DESK_TOKEN": "marquee_any"])
        defer { desk.cleanUp() }
        for arguments in [["users", "list"], ["users", "register", "Ripley"]] {
            let refused = try await desk.run(arguments + ["--server", url])
            #expect(refused.status == 1, "\(arguments)")
            #expect(
                refused.stderr
                    == "marquee: Cannot reach the box office service at \(url): the connection was refused; check that the server runs and the URL's host and port.\n",
                "\(arguments)")
        }
    }

    @Test func aWrongTokenOrAMissingServiceIsOneLine() async throws {
        let server = try MarqueeProcess()
        defer { server.cleanUp() }
        let service = try ServeProcess.start(server)
        defer { service.stop() }
        let desk = try MarqueeProcess(environment: ["MARQUEE_DESK_TOKEN": "marquee_wrong"])
        defer { desk.cleanUp() }
        let refused = try await desk.run("users", "list", "--server", service.url)
        #expect(
            refused.status == 1 && refused.stderr.hasPrefix("marquee: ") && !refused.stderr.contains("marquee_wrong"))
        let noToken = try MarqueeProcess()
        defer { noToken.cleanUp() }
        let missing = try await noToken.run("users", "list", "--server", service.url)
        #expect(missing.status == 64 && missing.stderr.contains("MARQUEE_DESK_TOKEN"))
        let badURL = try await desk.run("users", "list", "--server", "ftp://example")
        #expect(badURL.status == 64 && badURL.stderr.contains("--server"))
    }

    @Test func sigtermStopsTheServiceGracefully() throws {
        let server = try MarqueeProcess()
        defer { server.cleanUp() }
        let service = try ServeProcess.start(server)
        #expect(service.stop(SIGTERM) == 0)
        #expect(service.printed.contains("Stopped serving"))
    }

    @Test func desksAreListedAndRevoked() async throws {
        let server = try MarqueeProcess(environment: ["TZ": "UTC"])
        defer { server.cleanUp() }
        #expect(try await server.run("desks", "add", "front-1").status == 0)
        #expect(try await server.run("desks", "add", "FRONT-1").stderr.contains("exists already"))
        let revoked = try await server.run("desks", "revoke", "front-1")
        #expect(revoked.status == 0 && revoked.stdout.hasPrefix("Revoked desk front-1"))
        let list = try await server.run("desks", "list")
        #expect(list.stdout.contains("front-1") && list.stdout.contains("revoked"))
        #expect(!list.stdout.contains("marquee_"))
    }
}
#endif
