import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// The line the order form shows before Enter (issue 36: the form showed a
/// screening id and nothing of what it would sell, nor the total).
@Suite struct OrderPreviewTests {
    let times: LocalTimeFormat
    let alien: Screening
    let soldOut: Screening

    init() throws {
        times = try TestZones.berlin()
        alien = try BoxOfficeFixtures.screening("s-alien", startsInMinutes: 60, capacity: 10, seatsSold: 7)
        soldOut = try BoxOfficeFixtures.screening("s-full", hall: "B", capacity: 5, seatsSold: 5)
    }

    func program(_ screenings: [Screening], hasLoaded: Bool = true, isLoading: Bool = false) -> ProgramState {
        var state = ProgramState(times: times)
        state.screenings = screenings
        state.hasLoaded = hasLoaded
        state.isLoading = isLoading
        return state
    }

    var start: String { times.string(from: alien.startsAt) }

    @Test func namesTheScreeningAndTotalsTheTickets() throws {
        let preview = try #require(OrderPreview(screeningText: "s-alien", ticketsText: "2", program: program([alien])))
        #expect(preview.text == "2 × EUR 12.50 = EUR 25.00 · Alien · \(start) · hall A · 3 left")
        #expect(!preview.isProblem && preview.foundTheScreening)
        let one = try #require(OrderPreview(screeningText: " s-alien ", ticketsText: "1", program: program([alien])))
        #expect(one.text.hasPrefix("1 × EUR 12.50 = EUR 12.50 · Alien"))
    }

    @Test func moreTicketsThanSeatsOrASoldOutScreeningIsAProblem() throws {
        let tooMany = try #require(OrderPreview(screeningText: "s-alien", ticketsText: "4", program: program([alien])))
        #expect(tooMany.text == "Only 3 seats left · Alien · \(start) · hall A" && tooMany.isProblem)
        let full = try #require(OrderPreview(screeningText: "s-full", ticketsText: "1", program: program([soldOut])))
        #expect(full.text.hasPrefix("Sold out · Alien · ") && full.text.hasSuffix(" · hall B") && full.isProblem)
    }

    @Test func aTicketCountThatIsNoNumberLeavesTheTotalOut() throws {
        for tickets in ["", "two", "0", "-1"] {
            let preview = try #require(
                OrderPreview(screeningText: "s-alien", ticketsText: tickets, program: program([alien])))
            #expect(preview.text == "EUR 12.50 a ticket · Alien · \(start) · hall A · 3 left", "\(tickets)")
            #expect(!preview.isProblem)
        }
    }

    @Test func anIdNotInTheProgramIsSaidOnceTheProgramIsRead() throws {
        let reading = try #require(
            OrderPreview(screeningText: "s-other", ticketsText: "1", program: program([], hasLoaded: false)))
        #expect(reading.text == "Looking up s-other…" && !reading.isProblem && !reading.foundTheScreening)
        let missing = try #require(OrderPreview(screeningText: "s-other", ticketsText: "1", program: program([alien])))
        #expect(missing.text == "No upcoming screening has the id s-other; the Program (2) lists them.")
        #expect(missing.isProblem && !missing.foundTheScreening)
    }

    @Test func nothingIsSaidOfAnEmptyFieldATextThatIsNoIdOrAnUnreadableProgram() {
        #expect(OrderPreview(screeningText: "", ticketsText: "1", program: program([alien])) == nil)
        #expect(OrderPreview(screeningText: "no such/id", ticketsText: "1", program: program([alien])) == nil)
        var failed = program([])
        failed.error = .boxOffice(.storageFailed(StorageFailure(.busy, place: .file("/data/marquee.sqlite"))))
        #expect(OrderPreview(screeningText: "s-alien", ticketsText: "1", program: failed) == nil)
    }
}
