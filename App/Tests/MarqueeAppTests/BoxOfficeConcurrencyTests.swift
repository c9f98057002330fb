import Foundation
import Testing

/// Two buyers for the last seat at the same moment: exactly one gets it.
/// Proven with real `marquee` processes racing on one SQLite file.
@Suite struct BoxOfficeConcurrencyTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    @Test func concurrentBuyersSellExactlyTheSeatsThereAre() async throws {
        defer { marquee.cleanUp() }
        let capacity = 5
        let buyers = (1...12).map { "buyer\($0 < 10 ? "0" : "")\($0)" }
        for buyer in buyers { try await marquee.register(buyer) }
        let screening = try await marquee.schedule(seats: capacity)

        // Every process is started before any is waited for, so they race.
        let started = try buyers.map { buyer in
            try marquee.start([
                "orders", "place", "--user", buyer, "--screening", screening, "--quantity", "1", "--json",
            ])
        }
        var results: [MarqueeProcess.Result] = []
        for process in started { results.append(try await marquee.finish(process)) }

        let winners = zip(buyers, results).filter { $0.1.status == 0 }
        let losers = zip(buyers, results).filter { $0.1.status != 0 }
        #expect(winners.count == capacity)
        for (buyer, result) in losers {
            #expect(result.status == 1, "\(buyer): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("marquee: Sold out"), "\(buyer): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }

        let program = try await marquee.program()
        #expect(program.count == 1)
        #expect(program.first?["seatsSold"] as? Int == capacity)
        #expect(program.first?["seatsLeft"] as? Int == 0)

        var ticketsStored = 0
        for (buyer, result) in zip(buyers, results) {
            let stored = try #require(
                try await marquee.json("orders", "list", "--user", buyer)["orders"] as? [[String: Any]])
            ticketsStored += stored.reduce(0) { $0 + ($1["ticketCount"] as? Int ?? 0) }
            if result.status == 0 {
                let placed = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                #expect(
                    stored.map { $0["id"] as? String } == [placed["id"] as? String], "\(buyer)'s order was not stored")
                #expect(stored.first?["status"] as? String == "unpaid")
            } else {
                #expect(stored.isEmpty, "\(buyer) was refused but has an order")
            }
        }
        #expect(ticketsStored == capacity)
    }
}
