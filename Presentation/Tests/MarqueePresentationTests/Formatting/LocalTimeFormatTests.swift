import Foundation
import MarqueeDomain
import MarqueePresentation
import Testing

@Suite struct LocalTimeFormatTests {
    /// The instant of a UTC wall-clock time.
    func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) throws -> Timestamp {
        try LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute).timestamp(offset: .utc)
    }

    @Test func berlinIsOneHourAheadInWinterAndTwoInSummer() throws {
        let berlin = try TestZones.berlin()
        #expect(berlin.string(from: try utc(2026, 12, 24, 19)) == "2026-12-24 20:00")
        #expect(berlin.string(from: try utc(2026, 7, 1, 18)) == "2026-07-01 20:00")
        #expect(berlin.offset(at: try utc(2026, 12, 24, 19)).description == "+01:00")
        #expect(berlin.offset(at: try utc(2026, 7, 1, 18)).description == "+02:00")
    }

    @Test func typedTimesAreReadInTheZoneWithEitherSeparator() throws {
        let berlin = try TestZones.berlin()
        #expect(try berlin.timestamp(parsing: "2026-12-24T20:00") == utc(2026, 12, 24, 19))
        #expect(try berlin.timestamp(parsing: "2026-12-24 20:00") == utc(2026, 12, 24, 19))
        #expect(try berlin.timestamp(parsing: " 2026-07-01T20:00 ") == utc(2026, 7, 1, 18))
    }

    @Test func theHourBeforeAndAfterTheSpringChangeAreOneHourApart() throws {
        let berlin = try TestZones.berlin()
        let before = try berlin.timestamp(parsing: "2027-03-28 01:59")
        let after = try berlin.timestamp(parsing: "2027-03-28 03:00")
        #expect(after.minutes(since: before) == 1)
    }

    @Test func aTimeTheClocksSkipIsRefused() throws {
        let berlin = try TestZones.berlin()
        let skipped = try LocalDateTime(year: 2027, month: 3, day: 28, hour: 2, minute: 30)
        #expect(throws: InputError.nonexistentLocalTime(skipped, timeZone: "Europe/Berlin")) {
            try berlin.timestamp(parsing: "2027-03-28T02:30")
        }
        #expect(
            InputError.nonexistentLocalTime(skipped, timeZone: "Europe/Berlin").userMessage
                == "2027-03-28 02:30 does not exist in Europe/Berlin: the clocks skip it that night; pick another time."
        )
    }

    @Test func aTimeThatHappensTwiceMeansTheFirst() throws {
        let berlin = try TestZones.berlin()
        #expect(try berlin.timestamp(parsing: "2026-10-25 02:30") == utc(2026, 10, 25, 0, 30))
        #expect(berlin.string(from: try utc(2026, 10, 25, 1, 30)) == "2026-10-25 02:30")
    }

    @Test func halfHourAndWestwardZonesWork() throws {
        let stJohns = try TestZones.format("America/St_Johns")
        #expect(stJohns.string(from: try utc(2026, 12, 24, 23, 30)) == "2026-12-24 20:00")
        #expect(try stJohns.timestamp(parsing: "2026-12-24 20:00") == utc(2026, 12, 24, 23, 30))
        let kolkata = try TestZones.format("Asia/Kolkata")
        #expect(kolkata.iso8601(from: try utc(2026, 12, 24, 14, 30)) == "2026-12-24T20:00:00+05:30")
    }

    @Test func iso8601CarriesSecondsAndTheOffset() throws {
        let berlin = try TestZones.berlin()
        let instant = Timestamp(secondsSinceEpoch: try utc(2026, 12, 24, 19).secondsSinceEpoch + 7)
        #expect(berlin.iso8601(from: instant) == "2026-12-24T20:00:07+01:00")
        #expect(berlin.iso8601(from: try utc(2026, 7, 1, 18)) == "2026-07-01T20:00:00+02:00")
        #expect(LocalTimeFormat.utc.iso8601(from: .epoch) == "1970-01-01T00:00:00+00:00")
        #expect(LocalTimeFormat.utc.iso8601(from: Timestamp(secondsSinceEpoch: -1)) == "1969-12-31T23:59:59+00:00")
    }

    @Test func instantsBeyondTheCalendarFallBackToUTCText() {
        let far = Timestamp(secondsSinceEpoch: .max)
        #expect(LocalTimeFormat.utc.string(from: far) == far.description)
    }

    @Test(arguments: [
        "24.12.2026 20:00", "2026-12-24", "2026-12-24 8pm", "2026-02-30 20:00", "2026-12-24 24:00", "tomorrow", "",
    ])
    func anUnreadableTimeIsRefusedNamingTheForm(text: String) throws {
        #expect(throws: InputError.unparsableTime(text)) { try TestZones.berlin().timestamp(parsing: text) }
        #expect(InputError.unparsableTime(text).userMessage.contains("YYYY-MM-DD HH:MM"))
    }

    @Test func theUnreadableTimeMessageIsExact() {
        #expect(
            InputError.unparsableTime("tomorrow").userMessage
                == "\"tomorrow\" is not a date and time; write YYYY-MM-DD HH:MM (or with a T for the space) in your local time, such as 2026-12-24 20:00."
        )
        #expect(InputError.unparsableTime("x").isUsageError)
    }

    @Test func theCurrentZoneFollowsTZ() {
        #expect(LocalTimeFormat.current.timeZoneName == TimeZone.current.identifier)
    }
}
