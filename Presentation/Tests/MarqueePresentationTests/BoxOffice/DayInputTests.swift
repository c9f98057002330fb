import Foundation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct DayInputTests {
    func zone(_ identifier: String) throws -> LocalTimeFormat {
        LocalTimeFormat(timeZone: try #require(TimeZone(identifier: identifier)))
    }

    func instant(_ iso: String) throws -> Timestamp {
        let formatter = ISO8601DateFormatter()
        return Timestamp(secondsSinceEpoch: Int64(try #require(formatter.date(from: iso)).timeIntervalSince1970))
    }

    @Test func aDateIsItsLocalMidnightToTheNext() throws {
        let berlin = try zone("Europe/Berlin")
        let day = try Input.day("2026-12-24", in: berlin, now: SharedFixtures.now)
        #expect(day.from == (try instant("2026-12-23T23:00:00Z")))
        #expect(day.to == (try instant("2026-12-24T23:00:00Z")))
    }

    @Test func aDayWhenTheClocksChangeHasItsRealLength() throws {
        let berlin = try zone("Europe/Berlin")
        let spring = try Input.day("2026-03-29", in: berlin, now: SharedFixtures.now)
        #expect(spring.to.minutes(since: spring.from) == 23 * 60)
        let autumn = try Input.day("2026-10-25", in: berlin, now: SharedFixtures.now)
        #expect(autumn.to.minutes(since: autumn.from) == 25 * 60)
    }

    @Test func aMidnightTheClocksSkipStartsTheDayAtOne() throws {
        // Chile moves its clocks from 00:00 to 01:00 on the first Sunday of September.
        let santiago = try zone("America/Santiago")
        let day = try Input.day("2026-09-06", in: santiago, now: SharedFixtures.now)
        #expect(santiago.localDateTime(at: day.from)?.description == "2026-09-06 01:00")
        #expect(day.to.minutes(since: day.from) == 23 * 60)
    }

    @Test func todayYesterdayAndTomorrowCountFromNowInTheZone() throws {
        let tokyo = try zone("Asia/Tokyo")
        // SharedFixtures.now is 2026-11-22 12:00 UTC: 21:00 that day in Tokyo.
        let today = try Input.day(" Today ", in: tokyo, now: SharedFixtures.now)
        #expect(tokyo.localDateTime(at: today.from)?.description == "2026-11-22 00:00")
        let yesterday = try Input.day("yesterday", in: tokyo, now: SharedFixtures.now)
        #expect(yesterday.to == today.from)
        let tomorrow = try Input.day("TOMORROW", in: tokyo, now: SharedFixtures.now)
        #expect(tomorrow.from == today.to)
    }

    @Test(arguments: ["", "2026-02-30", "2026-12-24 20:00", "2026-12-24T00:00", "24.12.2026", "next week", "2026-1-5"])
    func anythingElseIsRefusedSayingWhatToWrite(text: String) {
        #expect(throws: InputProblem.time(.unparsableDay(text))) {
            try Input.day(text, in: .utc, now: SharedFixtures.now)
        }
    }
}
