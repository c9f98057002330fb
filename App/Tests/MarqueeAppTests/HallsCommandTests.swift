import Foundation
import Testing

/// Issue 36: "Halls have no size: hall A has 120 seats in the sample, the
/// form defaults to 80 and takes 10,000." The built binary keeps halls with
/// their seats; a screening takes them, or fewer, never more.
@Suite struct HallsCommandTests {
    @Test func aHallIsAddedListedAndAScreeningTakesItsSeats() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let empty = try await marquee.succeed("halls")
        #expect(empty.hasPrefix("No halls yet. Add one with: marquee halls add A --seats 120"), "\(empty)")
        #expect(try await marquee.succeed("halls", "add", "a", "--seats", "120") == "Hall A added: 120 seats.\n")
        let json = try await marquee.json("halls", "add", "IMAX1", "--seats", "400")
        #expect(json["name"] as? String == "IMAX1" && json["seats"] as? Int == 400)
        #expect(
            try await marquee.succeed("halls", "list")
                == "2 halls, by name\n\nHall   Seats\nA        120\nIMAX1    400\n")

        let screening = try await marquee.json(
            "screenings", "schedule", "348", "--hall", "A", "--at", MarqueeProcess.future, "--price", "12.50 EUR",
            "--runtime", "117")
        #expect(screening["capacity"] as? Int == 120, "the hall's seats")
        try await marquee.expectRefused(
            [
                "screenings", "schedule", "348", "--hall", "A", "--at", "2099-12-25T20:00", "--seats", "10000",
                "--price", "12.50 EUR", "--runtime", "117",
            ],
            status: 64, saying: "Hall A has 120 seats; a screening in it sells at most 120, not 10000")
        try await marquee.expectRefused(
            ["halls", "add", "A", "--seats", "80"], status: 1, saying: "Hall A is there already, with 120 seats")
        try await marquee.expectRefused(
            [
                "screenings", "schedule", "348", "--hall", "Z", "--at", "2099-12-25T20:00", "--price", "12.50 EUR",
                "--runtime", "117",
            ],
            status: 1, saying: "No hall is named Z; add it with marquee halls add Z --seats N")
    }

    @Test func aNewHallComesWithItsFirstScreeningAndBadSeatsAreRefused() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        _ = try await marquee.schedule(seats: 40, hall: "B")
        let halls = try #require(try await marquee.json("halls", "list")["halls"] as? [[String: Any]])
        #expect(halls.count == 1 && halls.first?["name"] as? String == "B" && halls.first?["seats"] as? Int == 40)
        try await marquee.expectRefused(["halls", "add", "C", "--seats", "0"], status: 64, saying: "--seats")
        try await marquee.expectRefused(["halls", "add", "C", "--seats", "10001"], status: 64, saying: "--seats")
        try await marquee.expectRefused(["halls", "add", "#1", "--seats", "10"], status: 64, saying: "hall")
        try await marquee.expectRefused(["halls", "add", "C"], status: 64, saying: "Missing expected argument")
    }
}
