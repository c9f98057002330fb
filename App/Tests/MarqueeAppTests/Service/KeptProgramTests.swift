#if Service
import Foundation
import NIOHTTP1
import Testing

/// `marquee serve` on a SQLite file keeps its last program and token checks
/// while the file's revision holds (issue 33's speed): through the built
/// binary, with the file changed by other processes as desks and the
/// command line change it, the kept answer is never stale.
@Suite(.serialized) struct KeptProgramTests {
    struct Served {
        let server: MarqueeProcess
        let service: ServeProcess
        let token: String
        var http: RawHTTP { RawHTTP(port: service.port) }
    }

    /// A manager desk, Ripley, one screening of 10 seats far ahead, and `marquee serve` over them.
    func served(_ body: (Served, String) async throws -> Void) async throws {
        let server = try MarqueeProcess(environment: ["TZ": "UTC"])
        defer { server.cleanUp() }
        let added = try await server.run("desks", "add", "office", "--role", "manager", "--json")
        let token = try #require(
            (try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])?["token"] as? String)
        #expect(try await server.run("users", "register", "Ripley").status == 0)
        let scheduled = try await server.run(
            "screenings", "schedule", "348", "--hall", "A", "--at", "2099-12-24T20:00", "--seats", "10", "--price",
            "12.50 EUR", "--runtime", "117", "--json")
        let screening = try #require(
            (try JSONSerialization.jsonObject(with: Data(scheduled.stdout.utf8)) as? [String: Any])?["id"] as? String)
        let service = try ServeProcess.start(server)
        defer { service.stop() }
        try await body(Served(server: server, service: service, token: token), screening)
    }

    static func seatsSold(_ answer: RawHTTP.Answer, _ screening: String) -> Int? {
        let screenings = answer.json?["screenings"] as? [[String: Any]] ?? []
        return screenings.first { $0["id"] as? String == screening }?["seatsSold"] as? Int
    }

    @Test func anOrderPlacedByAnotherProcessShowsInTheNextProgram() async throws {
        try await served { served, screening in
            let before = try await served.http.send(.GET, "/program", token: served.token)
            #expect(Self.seatsSold(before, screening) == 0)
            #expect(try await served.http.send(.GET, "/program", token: served.token).headers["etag"] != nil)
            // Another process writes the same file, as a second desk on this machine would.
            let placed = try await served.server.run(
                "orders", "place", "--user", "Ripley", "--screening", screening, "--quantity", "3")
            #expect(placed.status == 0, "\(placed.stderr)")
            let after = try await served.http.send(.GET, "/program", token: served.token)
            #expect(Self.seatsSold(after, screening) == 3)
            #expect(after.headers["etag"] != before.headers["etag"])
            // And one placed through the service itself.
            let ordered = try await served.http.send(
                .POST, "/orders", token: served.token,
                body: #"{"customerName": "Ripley", "tickets": [{"screeningID": "\#(screening)", "quantity": 2}]}"#,
                headers: ["Idempotency-Key": "kept-1"])
            #expect(ordered.status == 201, "\(ordered.body)")
            #expect(Self.seatsSold(try await served.http.send(.GET, "/program", token: served.token), screening) == 5)
        }
    }

    @Test func theSameAnswerIsNotModifiedUntilTheStoreChanges() async throws {
        try await served { served, screening in
            let held = try await served.http.send(.GET, "/program", token: served.token)
            let tag = try #require(held.headers["etag"])
            #expect(held.headers["cache-control"] == "no-cache" && held.headers["expires"] != nil)
            let again = try await served.http.send(
                .GET, "/program", token: served.token, headers: ["If-None-Match": tag])
            #expect(again.status == 304 && again.body.isEmpty)
            #expect(try await served.server.run("users", "register", "Dallas").status == 0)
            let changed = try await served.http.send(
                .GET, "/program", token: served.token, headers: ["If-None-Match": tag])
            #expect(changed.status == 200 && Self.seatsSold(changed, screening) == 0)
        }
    }

    @Test func aDeskRevokedByAnotherProcessIsRefusedOnItsNextRequest() async throws {
        try await served { served, _ in
            #expect(try await served.http.send(.GET, "/program", token: served.token).status == 200)
            #expect(try await served.server.run("desks", "revoke", "office").status == 0)
            let refused = try await served.http.send(.GET, "/program", token: served.token)
            #expect(refused.status == 401)
            #expect(try await served.http.send(.GET, "/users", token: served.token).status == 401)
        }
    }

    /// The kept program holds until its first screening starts: then the
    /// clock alone takes that screening out, with no write to the store.
    @Test func aScreeningThatStartsLeavesTheKeptProgram() async throws {
        try await served { served, far in
            let soon = Date().addingTimeInterval(4)
            let parts = Calendar(identifier: .gregorian).dateComponents(
                in: TimeZone(identifier: "UTC") ?? .gmt, from: soon)
            let at = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            let scheduled = try await served.http.send(
                .POST, "/screenings", token: served.token,
                body:
                    #"{"movieID": 348, "hall": "B", "startsAt": "\#(at)Z", "capacity": 5, "ticketPrice": {"minorUnits": 900, "currency": "EUR"}, "runtimeMinutes": 117}"#,
                headers: ["Idempotency-Key": "kept-soon"])
            #expect(scheduled.status == 201, "\(scheduled.body)")
            let soonID = try #require(scheduled.json?["id"] as? String)
            let now = try await served.http.send(.GET, "/program", token: served.token)
            #expect(Self.seatsSold(now, soonID) == 0 && Self.seatsSold(now, far) == 0)
            let expires = try #require(now.headers["expires"])
            #expect(expires.hasSuffix("GMT"))
            try await Task.sleep(for: .seconds(6))
            let later = try await served.http.send(.GET, "/program", token: served.token)
            #expect(later.status == 200)
            #expect(Self.seatsSold(later, soonID) == nil, "a started screening is still in the program")
            #expect(Self.seatsSold(later, far) == 0)
            #expect(later.headers["etag"] == now.headers["etag"], "nothing was written meanwhile")
        }
    }
}
#endif
