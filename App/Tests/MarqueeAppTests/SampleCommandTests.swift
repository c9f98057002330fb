import Foundation
import MarqueeInfrastructureTesting
import Testing

/// `marquee sample load` and `clear` through the built binary, and the
/// full-screen app's empty Program offering the sample (through tmux).
@Suite(.serialized) struct SampleCommandTests {
    @Test func theSampleIsAWeekInThreeHallsAndASecondLoadIsRefused() throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let loaded = try marquee.json("sample", "load")
        let screenings = try marquee.program()

        #expect((loaded["screenings"] as? [Any])?.count == screenings.count)
        #expect(screenings.count >= 18 && screenings.count <= 21 * 3)
        #expect(screenings.count % 3 == 0)
        #expect(Set(screenings.compactMap { $0["hall"] as? String }) == ["A", "B", "C"])
        let soldOut = screenings.filter { $0["seatsLeft"] as? Int == 0 }
        #expect(soldOut.count == 2)
        #expect(soldOut.allSatisfy { $0["hall"] as? String == "C" && $0["capacity"] as? Int == 24 })
        #expect(screenings.filter { $0["hall"] as? String == "B" && $0["seatsLeft"] as? Int == 3 }.count == 2)
        #expect(screenings.allSatisfy { ($0["runtimeMinutes"] as? Int ?? 0) >= 81 })
        let users = try #require(try marquee.json("users", "list")["users"] as? [[String: Any]])
        #expect(users.count == 7)
        let orders = users.compactMap { $0["name"] as? String }.flatMap { name in
            ((try? marquee.json("orders", "list", "--user", name))?["orders"] as? [[String: Any]]) ?? []
        }
        #expect(Set(orders.compactMap { $0["status"] as? String }) == ["paid", "unpaid"])
        #expect(orders.count == (loaded["orders"] as? [Any])?.count)

        try marquee.expectRefused(
            ["sample", "load"], status: 1,
            saying: "A sample cinema is loaded already; remove it first with marquee sample clear.")
        try marquee.expectRefused(
            ["sample", "load", "--force"], status: 1, saying: "A sample cinema is loaded already")
    }

    @Test func theSameSeedGivesTheSameCinema() throws {
        let first = try MarqueeProcess()
        let second = try MarqueeProcess()
        defer {
            first.cleanUp()
            second.cleanUp()
        }
        _ = try first.json("sample", "load", "--seed", "42")
        _ = try second.json("sample", "load", "--seed", "42")
        #expect(try first.succeed("program", "--json") == second.succeed("program", "--json"))
        #expect(try first.succeed("users", "list", "--json") == second.succeed("users", "list", "--json"))
    }

    @Test func aBoxOfficeWithDataIsRefusedUnlessForcedAndClearingLeavesItAsItWas() throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try marquee.register("Newt")
        let screening = try marquee.schedule(seats: 10, at: "2099-01-01T20:00", hall: "D")
        _ = try marquee.order(user: "Newt", screening: screening, quantity: 2)
        let before = try marquee.storedState()

        try marquee.expectRefused(
            ["sample", "load"], status: 1,
            saying: "The box office already holds 1 customer and 1 screening; the sample cinema goes into an empty one")
        _ = try marquee.json("sample", "load", "--force")
        #expect(try marquee.storedState() != before)
        let removal = try marquee.json("sample", "clear")

        #expect(removal["customersKept"] as? [String] == [])
        #expect(removal["screeningsKept"] as? [String] == [])
        #expect(try marquee.storedState() == before)
        try marquee.expectRefused(["sample", "clear"], status: 1, saying: "There is no sample cinema to clear")
    }

    @Test func clearingKeepsWhatOthersOrdered() throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        _ = try marquee.json("sample", "load")
        try marquee.register("Newt")
        let screening = try #require(try marquee.program().first { ($0["seatsLeft"] as? Int ?? 0) > 5 })
        let id = try #require(screening["id"] as? String)
        _ = try marquee.order(user: "Newt", screening: id, quantity: 2)

        let removal = try marquee.json("sample", "clear")

        #expect(removal["screeningsKept"] as? [String] == [id])
        let left = try marquee.program()
        #expect(left.count == 1)
        #expect(left.first?["seatsSold"] as? Int == 2)
        let users = try #require(try marquee.json("users", "list")["users"] as? [[String: Any]])
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
