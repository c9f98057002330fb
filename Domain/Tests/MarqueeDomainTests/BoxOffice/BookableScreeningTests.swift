import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct BookableScreeningTests {
    let now = SharedFixtures.now

    @Test func aFutureScreeningWithSeatsIsBookable() throws {
        #expect(BookableScreening(at: now).isSatisfied(by: try BoxOfficeFixtures.screening(startsInMinutes: 1)))
    }

    @Test func aScreeningStartingNowOrEarlierIsNot() throws {
        #expect(!BookableScreening(at: now).isSatisfied(by: try BoxOfficeFixtures.screening(startsInMinutes: 0)))
        #expect(!BookableScreening(at: now).isSatisfied(by: try BoxOfficeFixtures.screening(startsInMinutes: -5)))
    }

    @Test func aSoldOutScreeningIsNot() throws {
        let full = try BoxOfficeFixtures.screening(capacity: 3, seatsSold: 3)
        #expect(!BookableScreening(at: now).isSatisfied(by: full))
        #expect(BookableScreening(at: now).isSatisfied(by: try BoxOfficeFixtures.screening(capacity: 3, seatsSold: 2)))
    }

    @Test func specificationsCompose() throws {
        let soon = try BoxOfficeFixtures.screening(startsInMinutes: 10, capacity: 4, seatsSold: 2)
        let later = try BoxOfficeFixtures.screening(startsInMinutes: 600, capacity: 4, seatsSold: 0)
        let startsWithinAnHour = StartsAfter(now.adding(minutes: 60)).not()
        #expect(StartsAfter(now).and(startsWithinAnHour).isSatisfied(by: soon))
        #expect(!StartsAfter(now).and(startsWithinAnHour).isSatisfied(by: later))
        #expect(HasFreeSeats(3).or(startsWithinAnHour).isSatisfied(by: soon))
        #expect(HasFreeSeats(3).or(startsWithinAnHour).isSatisfied(by: later))
        #expect(!HasFreeSeats(3).isSatisfied(by: soon))
        #expect(HasFreeSeats(0).seats == 1)
    }
}
