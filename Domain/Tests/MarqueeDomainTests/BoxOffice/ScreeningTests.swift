import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct ScreeningTests {
    @Test func reservesUntilFullAndReportsSeatsLeft() throws {
        var screening = try BoxOfficeFixtures.screening(capacity: 5)
        try screening.reserve(3)
        #expect(screening.seatsSold == 3)
        #expect(screening.seatsLeft == 2)
        #expect(throws: BoxOfficeError.soldOut(seatsLeft: 2)) { try screening.reserve(3) }
        #expect(screening.seatsSold == 3)
        try screening.reserve(2)
        #expect(screening.isSoldOut)
        #expect(throws: BoxOfficeError.soldOut(seatsLeft: 0)) { try screening.reserve(1) }
    }

    @Test(arguments: [0, -1, Int.min])
    func reservingFewerThanOneSeatIsRejected(seats: Int) throws {
        var screening = try BoxOfficeFixtures.screening()
        #expect(throws: BoxOfficeError.invalidQuantity(seats)) { try screening.reserve(seats) }
    }

    @Test func reservingAHugeNumberNeitherTrapsNorSells() throws {
        var screening = try BoxOfficeFixtures.screening(capacity: 10, seatsSold: 1)
        #expect(throws: BoxOfficeError.soldOut(seatsLeft: 9)) { try screening.reserve(.max) }
        #expect(screening.seatsSold == 1)
    }

    @Test func releasingNeverGoesBelowZero() throws {
        var screening = try BoxOfficeFixtures.screening(capacity: 10, seatsSold: 4)
        try screening.release(4)
        #expect(screening.seatsSold == 0)
        #expect(throws: BoxOfficeError.invalidQuantity(1)) { try screening.release(1) }
        #expect(throws: BoxOfficeError.invalidQuantity(0)) { try screening.release(0) }
        #expect(screening.seatsSold == 0)
    }

    @Test func validatesWhatItIsBuiltFrom() {
        #expect(throws: BoxOfficeError.invalidCapacity(0)) { try BoxOfficeFixtures.screening(capacity: 0) }
        #expect(throws: BoxOfficeError.invalidCapacity(10_001)) { try BoxOfficeFixtures.screening(capacity: 10_001) }
        #expect(throws: BoxOfficeError.invalidRuntime(0)) { try BoxOfficeFixtures.screening(runtimeMinutes: 0) }
        #expect(throws: BoxOfficeError.invalidPrice("-0.01 EUR")) {
            try BoxOfficeFixtures.screening(ticketPrice: BoxOfficeFixtures.euros(-1))
        }
        #expect(throws: BoxOfficeError.invalidQuantity(11)) {
            try BoxOfficeFixtures.screening(capacity: 10, seatsSold: 11)
        }
        #expect(throws: BoxOfficeError.invalidQuantity(-1)) { try BoxOfficeFixtures.screening(seatsSold: -1) }
    }

    @Test func aFreeScreeningIsAllowed() throws {
        #expect(try BoxOfficeFixtures.screening(ticketPrice: .zero(.eur)).ticketPrice == .zero(.eur))
    }

    @Test func theHallIsBusyUntilTheEndPlusCleaning() throws {
        let screening = try BoxOfficeFixtures.screening(startsInMinutes: 0, runtimeMinutes: 100)
        #expect(screening.endsAt == SharedFixtures.now(plus: 100))
        #expect(screening.hallFreeAt == SharedFixtures.now(plus: 130))
    }

    @Test func conflictsOnlyWhenTheHallIsNeededAtTheSameTime() throws {
        let first = try BoxOfficeFixtures.screening("s1", startsInMinutes: 0, runtimeMinutes: 100)
        let touching = try BoxOfficeFixtures.screening("s2", startsInMinutes: 130)
        let duringCleaning = try BoxOfficeFixtures.screening("s3", startsInMinutes: 129)
        let before = try BoxOfficeFixtures.screening("s4", startsInMinutes: -147, runtimeMinutes: 117)
        let overlappingStart = try BoxOfficeFixtures.screening("s5", startsInMinutes: -146, runtimeMinutes: 117)
        let otherHall = try BoxOfficeFixtures.screening("s6", hall: "B", startsInMinutes: 10)
        #expect(!first.conflicts(with: touching))
        #expect(first.conflicts(with: duringCleaning))
        #expect(duringCleaning.conflicts(with: first))
        #expect(!first.conflicts(with: before))
        #expect(first.conflicts(with: overlappingStart))
        #expect(!first.conflicts(with: otherHall))
        #expect(!first.conflicts(with: first))
    }
}
