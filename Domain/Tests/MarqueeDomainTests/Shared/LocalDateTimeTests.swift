import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct LocalDateTimeTests {
    @Test func convertsToAndFromTheUnixEpoch() throws {
        let epoch = try LocalDateTime(year: 1970, month: 1, day: 1)
        #expect(epoch.timestamp(offset: .utc) == .epoch)
        #expect(try LocalDateTime(.epoch, offset: .utc) == epoch)
    }

    @Test func theOffsetIsSubtractedToReachUTC() throws {
        let paris = try UTCOffset(hours: 1)
        let evening = try LocalDateTime(year: 2026, month: 11, day: 22, hour: 13, minute: 0)
        #expect(evening.timestamp(offset: paris) == SharedFixtures.now)
        #expect(try LocalDateTime(SharedFixtures.now, offset: paris) == evening)
    }

    @Test func aNegativeOffsetCanMoveTheDateBack() throws {
        let newfoundland = try UTCOffset(hours: -3, minutes: -30)
        let local = try LocalDateTime(Timestamp(secondsSinceEpoch: 60), offset: newfoundland)
        #expect(local == (try LocalDateTime(year: 1969, month: 12, day: 31, hour: 20, minute: 31)))
    }

    @Test(arguments: [
        (1, 1, 1, 0, 0), (1600, 2, 29, 12, 30), (1900, 2, 28, 23, 59), (1969, 12, 31, 23, 59),
        (2000, 2, 29, 0, 0), (2024, 12, 31, 18, 45), (2100, 3, 1, 6, 5), (9999, 12, 31, 23, 59),
    ])
    func roundTripsThroughATimestamp(parts: (Int, Int, Int, Int, Int)) throws {
        let local = try LocalDateTime(year: parts.0, month: parts.1, day: parts.2, hour: parts.3, minute: parts.4)
        for offset in [UTCOffset.utc, try UTCOffset(hours: 14), try UTCOffset(hours: -12)] {
            #expect(try LocalDateTime(local.timestamp(offset: offset), offset: offset) == local)
        }
    }

    @Test func knownInstantsMatchTheirCivilDates() throws {
        // Values as any Unix `date -u -d` reports them.
        #expect(
            try LocalDateTime(year: 2000, month: 3, day: 1).timestamp(offset: .utc).secondsSinceEpoch == 951_868_800)
        #expect(
            try LocalDateTime(year: 1900, month: 1, day: 1).timestamp(offset: .utc).secondsSinceEpoch == -2_208_988_800)
        #expect(
            try LocalDateTime(year: 1, month: 1, day: 1).timestamp(offset: .utc).secondsSinceEpoch == -62_135_596_800)
    }

    @Test func secondsWithinTheMinuteAreDroppedAlsoBefore1970() throws {
        #expect(try LocalDateTime(Timestamp(secondsSinceEpoch: 59), offset: .utc).minute == 0)
        let beforeEpoch = try LocalDateTime(Timestamp(secondsSinceEpoch: -1), offset: .utc)
        #expect(beforeEpoch == (try LocalDateTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59)))
    }

    @Test(arguments: [
        (2023, 2, 29, 0, 0), (1900, 2, 29, 0, 0), (2026, 4, 31, 0, 0), (2026, 13, 1, 0, 0),
        (2026, 0, 1, 0, 0), (0, 1, 1, 0, 0), (10000, 1, 1, 0, 0), (2026, 1, 1, 24, 0),
        (2026, 1, 1, 0, 60), (2026, 1, 1, -1, 0),
    ])
    func rejectsImpossibleDatesAndTimes(parts: (Int, Int, Int, Int, Int)) {
        #expect(throws: TimeError.self) {
            try LocalDateTime(year: parts.0, month: parts.1, day: parts.2, hour: parts.3, minute: parts.4)
        }
    }

    @Test func timestampsBeyondYear9999AreOutOfRange() {
        let far = Timestamp(secondsSinceEpoch: 253_402_300_800)
        #expect(throws: TimeError.outOfRange(far)) { try LocalDateTime(far, offset: .utc) }
        let extreme = Timestamp(secondsSinceEpoch: .max)
        #expect(throws: TimeError.outOfRange(extreme)) { try LocalDateTime(extreme, offset: UTCOffset(hours: 1)) }
    }

    @Test func parsesAndPrintsTheCommandForm() throws {
        let local = try LocalDateTime(iso: "2026-11-22 19:30")
        #expect(local == (try LocalDateTime(year: 2026, month: 11, day: 22, hour: 19, minute: 30)))
        #expect(try LocalDateTime(iso: "2026-11-22T19:30") == local)
        #expect(local.description == "2026-11-22 19:30")
        #expect(try LocalDateTime(year: 5, month: 1, day: 2, hour: 3, minute: 4).description == "0005-01-02 03:04")
    }

    @Test(arguments: [
        "", "2026-11-22", "2026-11-22 19", "2026-11-22 7:30", "2026-11-22  19:30", "26-11-22 19:30",
        "2026-11-22 19:30:00", "2026-02-30 10:00", "2026-11-22 24:00", "2026-11-22 +9:30",
        "２０２６-11-22 19:30",
    ])
    func rejectsOtherForms(text: String) {
        #expect(throws: TimeError.invalidDateTime(text)) { try LocalDateTime(iso: text) }
    }

    @Test func ordersChronologically() throws {
        #expect(try LocalDateTime(iso: "2026-11-22 19:30") < LocalDateTime(iso: "2026-11-22 19:31"))
        #expect(try LocalDateTime(iso: "2025-12-31 23:59") < LocalDateTime(iso: "2026-01-01 00:00"))
    }
}

@Suite struct UTCOffsetTests {
    @Test func acceptsOffsetsUpToEighteenHours() throws {
        #expect(try UTCOffset(seconds: 18 * 3600).seconds == 64_800)
        #expect(try UTCOffset(seconds: -18 * 3600).seconds == -64_800)
        #expect(throws: TimeError.invalidUTCOffset(seconds: 64_801)) { try UTCOffset(seconds: 64_801) }
        #expect(throws: TimeError.self) { try UTCOffset(hours: 19) }
        #expect(throws: TimeError.self) { try UTCOffset(hours: 1, minutes: 60) }
    }

    @Test func printsInISOForm() throws {
        #expect(UTCOffset.utc.description == "+00:00")
        #expect(try UTCOffset(hours: 5, minutes: 45).description == "+05:45")
        #expect(try UTCOffset(hours: -3, minutes: -30).description == "-03:30")
    }
}
