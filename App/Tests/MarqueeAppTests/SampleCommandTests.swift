import Foundation
import MarqueeInfrastructureTesting
import Testing

/// `marquee sample load` and `clear` through the built binary, and the
/// full-screen app's empty Program offering the sample (through tmux).
@Suite(.serialized) struct SampleCommandTests {
    @Test func theSampleIsAWeekInThreeHallsAndASecondLoadIsRefused() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let loaded = try await marquee.json("sample", "load")
        let screenings = try await marquee.program()

        #expect((loaded["screenings"] as? [Any])?.count == screenings.count)
        #expect(screenings.count >= 18 && screenings.count <= 21 * 3)
        #expect(screenings.count % 3 == 0)
        #expect(Set(screenings.compactMap { $0["hall"] as? String }) == ["A", "B", "C"])
        let soldOut = screenings.filter { $0["seatsLeft"] as? Int == 0 }
        #expect(soldOut.count == 2)
        #expect(soldOut.allSatisfy { $0["hall"] as? String == "C" && $0["capacity"] as? Int == 24 })
        #expect(screenings.filter { $0["hall"] as? String == "B" && $0["seatsLeft"] as? Int == 3 }.count == 2)
        #expect(screenings.allSatisfy { ($0["runtimeMinutes"] as? Int ?? 0) >= 81 })
        let users = try #require(try await marquee.json("users", "list")["users"] as? [[String: Any]])
        #expect(users.count == 7)
        var orders: [[String: Any]] = []
        for name in users.compactMap({ $0["name"] as? String }) {
            orders += ((try? await marquee.json("orders", "list", "--user", name))?["orders"] as? [[String: Any]]) ?? []
        }
        #expect(Set(orders.compactMap { $0["status"] as? String }) == ["paid", "unpaid"])
        #expect(orders.count == (loaded["orders"] as? [Any])?.count)

        try await marquee.expectRefused(
            ["sample", "load"], status: 1,
            saying: "A sample cinema is loaded already; remove it first with marquee sample clear.")
        try await marquee.expectRefused(
            ["sample", "load", "--force"], status: 1, saying: "A sample cinema is loaded already")
    }

    @Test func theSameSeedGivesTheSameCinema() async throws {
        let first = try MarqueeProcess()
        let second = try MarqueeProcess()
        defer {
            first.cleanUp()
            second.cleanUp()
        }
        _ = try await first.json("sample", "load", "--seed", "42")
        _ = try await second.json("sample", "load", "--seed", "42")
        #expect(try await first.succeed("program", "--json") == second.succeed("program", "--json"))
        #expect(try await first.succeed("users", "list", "--json") == second.succeed("users", "list", "--json"))
    }

    @Test func aBoxOfficeWithDataIsRefusedUnlessForcedAndClearingLeavesItAsItWas() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Newt")
        let screening = try await marquee.schedule(seats: 10, at: "2099-01-01T20:00", hall: "D")
        _ = try await marquee.order(user: "Newt", screening: screening, quantity: 2)
        let before = try await marquee.storedState()

        try await marquee.expectRefused(
            ["sample", "load"], status: 1,
            saying: "The box office already holds 1 customer and 1 screening; the sample cinema goes into an empty one")
        _ = try await marquee.json("sample", "load", "--force")
        #expect(try await marquee.storedState() != before)
        let removal = try await marquee.json("sample", "clear")

        #expect(removal["customersKept"] as? [String] == [])
        #expect(removal["screeningsKept"] as? [String] == [])
        #expect(try await marquee.storedState() == before)
        try await marquee.expectRefused(["sample", "clear"], status: 1, saying: "There is no sample cinema to clear")
    }

    @Test func clearingKeepsWhatOthersOrdered() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        _ = try await marquee.json("sample", "load")
        try await marquee.register("Newt")
        let screening = try #require(try await marquee.program().first { ($0["seatsLeft"] as? Int ?? 0) > 5 })
        let id = try #require(screening["id"] as? String)
        _ = try await marquee.order(user: "Newt", screening: id, quantity: 2)

        let removal = try await marquee.json("sample", "clear")

        #expect(removal["screeningsKept"] as? [String] == [id])
        let left = try await marquee.program()
        #expect(left.count == 1)
        #expect(left.first?["seatsSold"] as? Int == 2)
        let users = try #require(try await marquee.json("users", "list")["users"] as? [[String: Any]])
        #expect(users.compactMap { $0["name"] as? String } == ["Newt"])
    }

    @Test func theEmptyProgramOffersTheSampleAndLoadsItWithOneKey() async throws {
        let app = try InteractiveSession()
        defer { app.stop() }
        try await app.waitFor("Movies")
        try app.press("Escape")
        try await Task.sleep(for: .milliseconds(300))
        try app.press("2")
        try await app.waitFor("Press l to load a sample cinema")
        try app.press("l")
        let program = try await app.waitFor("sold out")
        #expect(program.contains("row 1 of"))
        #expect(!program.contains("Press l to load"))
        try app.press("4")
        try await app.waitFor("Ripley")
        try app.press("C-c")
        #expect(try await app.waitForExit().status == "0")
    }
}
