import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct TimestampTests {
    @Test func ordersByInstant() {
        #expect(Timestamp(secondsSinceEpoch: -1) < .epoch)
        #expect(Timestamp.epoch < Timestamp(secondsSinceEpoch: 1))
    }

    @Test func addingMinutesMovesBothWays() {
        let start = Timestamp(secondsSinceEpoch: 1_000)
        #expect(start.adding(minutes: 2).secondsSinceEpoch == 1_120)
        #expect(start.adding(minutes: -2).secondsSinceEpoch == 880)
        #expect(start.adding(minutes: 0) == start)
    }

    @Test func addingSaturatesInsteadOfTrapping() {
        let late = Timestamp(secondsSinceEpoch: .max - 30)
        #expect(late.adding(minutes: 1).secondsSinceEpoch == .max)
        #expect(Timestamp(secondsSinceEpoch: .min + 30).adding(minutes: -1).secondsSinceEpoch == .min)
        #expect(Timestamp.epoch.adding(minutes: .max).secondsSinceEpoch == .max)
        #expect(Timestamp.epoch.adding(minutes: .min).secondsSinceEpoch == .min)
    }

    @Test func minutesSinceRoundsTowardsZero() {
        let start = Timestamp(secondsSinceEpoch: 0)
        #expect(Timestamp(secondsSinceEpoch: 179).minutes(since: start) == 2)
        #expect(start.minutes(since: Timestamp(secondsSinceEpoch: 179)) == -2)
        #expect(Timestamp(secondsSinceEpoch: .max).minutes(since: Timestamp(secondsSinceEpoch: .min)) == .max / 60)
    }

    @Test func describesItselfInUTC() {
        #expect(Timestamp.epoch.description == "1970-01-01T00:00:00Z")
        #expect(SharedFixtures.now.description == "2026-11-22T12:00:00Z")
        #expect(Timestamp(secondsSinceEpoch: -1).description == "1969-12-31T23:59:59Z")
        #expect(Timestamp(secondsSinceEpoch: .max).description == "@\(Int64.max)s")
    }
}
