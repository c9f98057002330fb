import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// The edges of Domain's time values, row by row.
///
/// | Value | Rule | Refused | Accepted | Accepted | Refused |
/// |---|---|---|---|---|---|
/// | `LocalDateTime` year | 1…9999 | `0` | `1` | `9999` | `10000` |
/// | `LocalDateTime` month | 1…12 | `0` | `1` | `12` | `13` |
/// | `LocalDateTime` day | 1…days in the month | `0` | `1` | `31` Dec, `29` Feb 2000 | `32` Dec, `29` Feb 1900 |
/// | `LocalDateTime` hour | 0…23 | `-1` | `0` | `23` | `24` |
/// | `LocalDateTime` minute | 0…59 | `-1` | `0` | `59` | `60` |
/// | `LocalDateTime(_:offset:)` | a civil date in 1…9999 | 0000-12-31 23:59:59 UTC | 0001-01-01 00:00 UTC | 9999-12-31 23:59:59 UTC | 10000-01-01 00:00 UTC |
/// | `LocalDateTime(_:offset:)` offset | the offset moves the date across the range's ends | 0001-01-01 00:00 UTC at −00:01 | 0001-01-01 00:00 UTC at +00:00 | 9999-12-31 23:59 UTC at +00:00 | 9999-12-31 23:59 UTC at +00:01 |
/// | `UTCOffset(seconds:)` | −64 800…64 800 | `-64801` | `-64800` | `64800` | `64801` |
/// | `UTCOffset(hours:minutes:)` | hours −18…18, minutes −59…59, total within ±18 h | `(-19, 0)`, `(0, -60)` | `(-18, 0)`, `(0, -59)` | `(18, 0)`, `(0, 59)` | `(19, 0)`, `(0, 60)`, `(18, 1)` |
/// | `Timestamp.adding(minutes:)` | saturates at the ends of `Int64` | | `.max - 60` + 1 min = `.max` | `.min + 60` − 1 min = `.min` | `.max - 59` + 1 min saturates |
/// | `Timestamp.minutes(since:)` | whole minutes towards zero | | 59 s → 0, 60 s → 1 | −59 s → 0, −60 s → −1 | |
/// | `Timestamp.description` | years 1…9999 as ISO, else seconds | first second of year 1 − 1 → `@…s` | first second of year 1 | last second of 9999 | first second of 10000 → `@…s` |
@Suite struct TimeBoundaryTests {
    /// 0001-01-01 00:00:00 UTC and 9999-12-31 23:59:59 UTC.
    static let firstInstant = Timestamp(secondsSinceEpoch: -62_135_596_800)
    static let lastInstant = Timestamp(secondsSinceEpoch: 253_402_300_799)

    // MARK: LocalDateTime from parts

    @Test(arguments: [
        (1, 1, 1, 0, 0), (9999, 12, 31, 23, 59), (2026, 1, 1, 0, 0), (2026, 12, 31, 0, 0), (2000, 2, 29, 0, 0),
        (2026, 11, 22, 23, 59),
    ])
    func theFirstAndLastValidWallClockTimesAreAccepted(parts: (Int, Int, Int, Int, Int)) throws {
        let local = try LocalDateTime(year: parts.0, month: parts.1, day: parts.2, hour: parts.3, minute: parts.4)
        #expect((local.year, local.month, local.day, local.hour, local.minute) == parts)
        #expect(try LocalDateTime(iso: local.description) == local)
    }

    @Test(arguments: [
        (0, 1, 1, 0, 0), (10000, 1, 1, 0, 0), (2026, 0, 1, 0, 0), (2026, 13, 1, 0, 0), (2026, 12, 0, 0, 0),
        (2026, 12, 32, 0, 0), (1900, 2, 29, 0, 0), (2026, 1, 1, -1, 0), (2026, 1, 1, 24, 0), (2026, 1, 1, 0, -1),
        (2026, 1, 1, 0, 60),
    ])
    func theFirstInvalidWallClockTimesOnEachSideAreRefused(parts: (Int, Int, Int, Int, Int)) {
        #expect(throws: TimeError.invalidDateTime("\(parts.0)-\(parts.1)-\(parts.2) \(parts.3):\(parts.4)")) {
            try LocalDateTime(year: parts.0, month: parts.1, day: parts.2, hour: parts.3, minute: parts.4)
        }
    }

    // MARK: LocalDateTime from an instant

    @Test func theFirstAndLastInstantsOfTheRangeHaveAWallClockTime() throws {
        #expect(try LocalDateTime(Self.firstInstant, offset: .utc).description == "0001-01-01 00:00")
        #expect(try LocalDateTime(Self.lastInstant, offset: .utc).description == "9999-12-31 23:59")
    }

    @Test func theInstantsJustOutsideTheRangeAreOutOfRange() {
        let before = Timestamp(secondsSinceEpoch: Self.firstInstant.secondsSinceEpoch - 1)
        let after = Timestamp(secondsSinceEpoch: Self.lastInstant.secondsSinceEpoch + 1)
        #expect(throws: TimeError.outOfRange(before)) { try LocalDateTime(before, offset: .utc) }
        #expect(throws: TimeError.outOfRange(after)) { try LocalDateTime(after, offset: .utc) }
        #expect(throws: TimeError.outOfRange(Timestamp(secondsSinceEpoch: .min))) {
            try LocalDateTime(Timestamp(secondsSinceEpoch: .min), offset: UTCOffset(hours: -1))
        }
    }

    @Test func theOffsetCanCarryAnInstantAcrossTheEndsOfTheRange() throws {
        let minuteWest = try UTCOffset(seconds: -60)
        let minuteEast = try UTCOffset(seconds: 60)
        #expect(throws: TimeError.outOfRange(Self.firstInstant)) {
            try LocalDateTime(Self.firstInstant, offset: minuteWest)
        }
        #expect(try LocalDateTime(Self.firstInstant, offset: minuteEast).minute == 1)
        #expect(throws: TimeError.outOfRange(Self.lastInstant)) {
            try LocalDateTime(Self.lastInstant, offset: minuteEast)
        }
        #expect(try LocalDateTime(Self.lastInstant, offset: minuteWest).minute == 58)
    }

    @Test func aWallClockTimeAndItsInstantRoundTripAtTheEnds() throws {
        let first = try LocalDateTime(year: 1, month: 1, day: 1)
        #expect(first.timestamp(offset: .utc) == Self.firstInstant)
        let last = try LocalDateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59)
        #expect(last.timestamp(offset: .utc).secondsSinceEpoch == Self.lastInstant.secondsSinceEpoch - 59)
    }

    @Test func secondsAreDroppedTowardsThePastOnBothSidesOfTheEpoch() throws {
        #expect(try LocalDateTime(Timestamp(secondsSinceEpoch: 59), offset: .utc).minute == 0)
        #expect(try LocalDateTime(Timestamp(secondsSinceEpoch: 60), offset: .utc).minute == 1)
        #expect(try LocalDateTime(Timestamp(secondsSinceEpoch: -1), offset: .utc).minute == 59)
        #expect(try LocalDateTime(Timestamp(secondsSinceEpoch: -60), offset: .utc).minute == 59)
        #expect(try LocalDateTime(Timestamp(secondsSinceEpoch: -61), offset: .utc).minute == 58)
    }

    @Test func wallClockTimesOrderByEachPartInTurn() throws {
        let base = try LocalDateTime(year: 2026, month: 6, day: 15, hour: 12, minute: 30)
        for later in [
            try LocalDateTime(year: 2027, month: 1, day: 1, hour: 0, minute: 0),
            try LocalDateTime(year: 2026, month: 7, day: 1, hour: 0, minute: 0),
            try LocalDateTime(year: 2026, month: 6, day: 16, hour: 0, minute: 0),
            try LocalDateTime(year: 2026, month: 6, day: 15, hour: 13, minute: 0),
            try LocalDateTime(year: 2026, month: 6, day: 15, hour: 12, minute: 31),
        ] {
            #expect(base < later)
            #expect(!(later < base))
        }
        #expect(!(base < base))
    }

    // MARK: UTCOffset

    @Test(arguments: [-64_800, -64_799, 0, 64_799, 64_800])
    func anOffsetWithinEighteenHoursIsAccepted(seconds: Int) throws {
        #expect(try UTCOffset(seconds: seconds).seconds == seconds)
    }

    @Test(arguments: [-64_801, 64_801, Int.min, Int.max])
    func anOffsetBeyondEighteenHoursIsRefused(seconds: Int) {
        #expect(throws: TimeError.invalidUTCOffset(seconds: seconds)) { try UTCOffset(seconds: seconds) }
    }

    @Test(arguments: [(-18, 0, -64_800), (18, 0, 64_800), (0, -59, -3_540), (0, 59, 3_540), (17, 59, 64_740)])
    func hoursAndMinutesWithinTheirRangesAreAccepted(hours: Int, minutes: Int, seconds: Int) throws {
        #expect(try UTCOffset(hours: hours, minutes: minutes).seconds == seconds)
    }

    /// Hours out of range are reported alone, whatever the minutes: `(19, 30)` is `68 400`.
    @Test(arguments: [
        (-19, 0, -68_400), (19, 0, 68_400), (19, 30, 68_400), (-19, -59, -68_400), (0, -60, 0), (0, 60, 0),
        (18, 1, 64_860), (-18, -1, -64_860),
    ])
    func hoursOrMinutesBeyondTheirRangesAreRefused(hours: Int, minutes: Int, reported: Int) {
        #expect(throws: TimeError.invalidUTCOffset(seconds: reported)) { try UTCOffset(hours: hours, minutes: minutes) }
    }

    @Test func offsetsPrintWithTheirSignAndOrderWestToEast() throws {
        #expect(try UTCOffset(seconds: -64_800).description == "-18:00")
        #expect(try UTCOffset(seconds: 64_800).description == "+18:00")
        #expect(try UTCOffset(seconds: -60).description == "-00:01")
        #expect(try UTCOffset(seconds: -1) < UTCOffset.utc)
        #expect(try UTCOffset.utc < UTCOffset(seconds: 1))
    }

    // MARK: Timestamp

    @Test func addingMinutesSaturatesOnlyPastTheEnds() {
        #expect(Timestamp(secondsSinceEpoch: .max - 60).adding(minutes: 1).secondsSinceEpoch == .max)
        #expect(Timestamp(secondsSinceEpoch: .max - 59).adding(minutes: 1).secondsSinceEpoch == .max)
        #expect(Timestamp(secondsSinceEpoch: .max - 61).adding(minutes: 1).secondsSinceEpoch == .max - 1)
        #expect(Timestamp(secondsSinceEpoch: .min + 60).adding(minutes: -1).secondsSinceEpoch == .min)
        #expect(Timestamp(secondsSinceEpoch: .min + 59).adding(minutes: -1).secondsSinceEpoch == .min)
        #expect(Timestamp(secondsSinceEpoch: .min + 61).adding(minutes: -1).secondsSinceEpoch == .min + 1)
    }

    @Test(arguments: [(59, 0), (60, 1), (119, 1), (120, 2), (-59, 0), (-60, -1), (-119, -1)] as [(Int64, Int64)])
    func minutesSinceCountsWholeMinutesTowardsZero(seconds: Int64, minutes: Int64) {
        #expect(Timestamp(secondsSinceEpoch: seconds).minutes(since: .epoch) == minutes)
    }

    @Test func minutesSinceSaturatesAtTheEndsOfInt64() {
        #expect(Timestamp(secondsSinceEpoch: .min).minutes(since: Timestamp(secondsSinceEpoch: .max)) == .min / 60)
        #expect(Timestamp(secondsSinceEpoch: .max).minutes(since: Timestamp(secondsSinceEpoch: -1)) == .max / 60)
    }

    @Test func timestampsDescribeThemselvesInISOOnlyWithinYearsOneTo9999() {
        #expect(Self.firstInstant.description == "0001-01-01T00:00:00Z")
        #expect(Self.lastInstant.description == "9999-12-31T23:59:59Z")
        let before = Timestamp(secondsSinceEpoch: Self.firstInstant.secondsSinceEpoch - 1)
        let after = Timestamp(secondsSinceEpoch: Self.lastInstant.secondsSinceEpoch + 1)
        #expect(before.description == "@\(before.secondsSinceEpoch)s")
        #expect(after.description == "@\(after.secondsSinceEpoch)s")
    }
}
