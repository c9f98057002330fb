#if Service && PostgreSQL
import AsyncHTTPClient
import Foundation
import MarqueeInfrastructureTesting
import MarqueePostgreSQL
import MarqueePostgreSQLTesting
import NIOCore
import NIOHTTP1
import Testing

/// Beyond one machine: `marquee serve` processes on one PostgreSQL server.
@Suite(
    "Two services on one PostgreSQL server", .serialized,
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct TwoServersTests {
    @Test func sixteenDesksOnTwoServersBuyTheLastFiveSeatsExactlyOnce() async throws {
        let server = try PostgreSQLTestServer.required()
        try await server.withFreshDatabase { fresh in
            let url = server.url(forDatabase: fresh.database, parameters: "")
            let admin = try MarqueeProcess(environment: ["MARQUEE_DATABASE_URL": url, "TZ": "UTC"])
            defer { admin.cleanUp() }
            let screening = try await admin.schedule(seats: 5, at: "2099-12-24T20:00")
            var tokens: [String] = []
            for index in 1...16 {
                try await admin.register("customer-\(index)")
                await tokens.append(try #require(try admin.json("desks", "add", "desk-\(index)")["token"] as? String))
            }
            let first = try ServeProcess.start(admin)
            defer { first.stop() }
            let second = try ServeProcess.start(admin)
            defer { second.stop() }

            let results = await withTaskGroup(of: MarqueeProcess.Result?.self) { group in
                for (index, token) in tokens.enumerated() {
                    let service = index % 2 == 0 ? first.url : second.url
                    group.addTask {
                        let desk = try? MarqueeProcess(environment: ["MARQUEE_DESK_TOKEN": token, "TZ": "UTC"])
                        defer { desk?.cleanUp() }
                        return try? await desk?.run(
                            "orders", "place", "--user", "customer-\(index + 1)", "--screening", screening,
                            "--server", service)
                    }
                }
                return await group.reduce(into: [MarqueeProcess.Result]()) { if let result = $1 { $0.append(result) } }
            }
            #expect(results.count == 16)
            #expect(results.filter { $0.status == 0 }.count == 5)
            let refused = results.filter { $0.status != 0 }
            #expect(refused.count == 11)
            #expect(
                refused.allSatisfy {
                    $0.stderr
                        == "marquee: Sold out: no seats are left for this screening; pick another from marquee program.\n"
                }, "\(refused.map(\.stderr))")
            let program = try await admin.json("program")["screenings"] as? [[String: Any]]
            #expect(program?.first?["seatsSold"] as? Int == 5)
        }
    }

    @Test func aServerKilledMidRequestLosesNoCommittedOrderAndSellsNothingTwice() async throws {
        let server = try PostgreSQLTestServer.required()
        try await server.withFreshDatabase { fresh in
            let url = server.url(forDatabase: fresh.database, parameters: "")
            let admin = try MarqueeProcess(environment: ["MARQUEE_DATABASE_URL": url, "TZ": "UTC"])
            defer { admin.cleanUp() }
            let screening = try await admin.schedule(seats: 1000, at: "2099-12-24T20:00")
            _ = try await admin.register("Ripley")
            let token = try #require(try await admin.json("desks", "add", "front-1")["token"] as? String)
            let first = try ServeProcess.start(admin)
            let body = #"{"customerName": "Ripley", "tickets": [{"screeningID": "\#(screening)", "quantity": 1}]}"#
            // 200 orders in flight, each with its idempotency key; the server is killed (SIGKILL) after 40 ms.
            let acknowledged = await withTaskGroup(of: Int?.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        let answer = try? await RawHTTP(port: first.port).send(
                            .POST, "/orders", token: token, body: body, headers: ["Idempotency-Key": "kill-\(index)"])
                        return answer?.status == 201 ? index : nil
                    }
                }
                try? await Task.sleep(for: .milliseconds(40))
                first.stop(SIGKILL)
                return await group.reduce(into: Set<Int>()) { if let index = $1 { $0.insert(index) } }
            }
            // A new server; the desk sends every order it was not told about again, with the same key.
            let second = try ServeProcess.start(admin)
            defer { second.stop() }
            var retried: [Int: Int] = [:]
            for index in 0..<200 where !acknowledged.contains(index) {
                retried[index] = try await RawHTTP(port: second.port).send(
                    .POST, "/orders", token: token, body: body, headers: ["Idempotency-Key": "kill-\(index)"]
                ).status
            }
            // Placed now (201), or left unfinished by the killed server: whether that one
            // was placed is not known, and it is never placed again (409).
            #expect(retried.values.allSatisfy { $0 == 201 || $0 == 409 }, "\(retried)")
            let placedSurely = acknowledged.count + retried.values.filter { $0 == 201 }.count
            let unknown = retried.values.filter { $0 == 409 }.count
            let program = try await admin.json("program")["screenings"] as? [[String: Any]]
            let orders = try await admin.json("orders", "list", "--user", "Ripley")["orders"] as? [Any] ?? []
            #expect(orders.count >= placedSurely && orders.count <= placedSurely + unknown, "none lost")
            #expect(program?.first?["seatsSold"] as? Int == orders.count, "every order once, none twice")
            #expect(unknown <= 40, "only the requests in flight at the kill are unknown: \(unknown)")
        }
    }
}
#endif
