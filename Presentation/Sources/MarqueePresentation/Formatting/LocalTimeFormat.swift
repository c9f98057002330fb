public import Foundation
public import MarqueeDomain

/// Turns Domain's instants into the wall-clock times people read, and back,
/// in one time zone — the machine's (`TZ` respected) unless a test or a
/// front end hands in another.
///
/// Domain has no time-zone database; this is where Foundation's is asked for
/// the ``/MarqueeDomain/UTCOffset`` in force at each instant, so a winter and a summer
/// screening in Berlin each print in their own offset.
public struct LocalTimeFormat: Equatable, Sendable {
    /// The zone times are shown and read in.
    public let timeZone: TimeZone

    /// Creates a format for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The machine's zone, as `TZ` (or the system setting) names it.
    public static var current: LocalTimeFormat { LocalTimeFormat(timeZone: .current) }

    /// Coordinated Universal Time.
    public static let utc = LocalTimeFormat(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)

    /// The zone's name, such as `Europe/Berlin`.
    public var timeZoneName: String { timeZone.identifier }

    /// The offset from UTC in force at `instant`.
    public func offset(at instant: Timestamp) -> UTCOffset {
        let date = Date(timeIntervalSince1970: TimeInterval(instant.secondsSinceEpoch))
        // Real zones stay within ±18 h; the fallback is never reached with tzdata.
        return (try? UTCOffset(seconds: timeZone.secondsFromGMT(for: date))) ?? .utc
    }

    /// The wall-clock time at `instant`, or `nil` outside the years 1–9999.
    public func localDateTime(at instant: Timestamp) -> LocalDateTime? {
        try? LocalDateTime(instant, offset: offset(at: instant))
    }

    /// `instant` as `2026-12-24 20:00`, the form used on every screen.
    ///
    /// An instant outside the years 1–9999 prints in Domain's UTC form instead.
    public func string(from instant: Timestamp) -> String {
        localDateTime(at: instant)?.description ?? instant.description
    }

    /// `instant` as ISO 8601 with its offset, such as `2026-12-24T20:00:00+01:00`:
    /// the form of every time in the `--json` shapes.
    public func iso8601(from instant: Timestamp) -> String {
        let offset = offset(at: instant)
        guard let local = try? LocalDateTime(instant, offset: offset) else { return instant.description }
        let (localSeconds, _) = instant.secondsSinceEpoch.addingReportingOverflow(Int64(offset.seconds))
        let seconds = (localSeconds % 60 + 60) % 60
        let text = local.description.replacingOccurrences(of: " ", with: "T")
        return text + ":" + (seconds < 10 ? "0" : "") + String(seconds) + offset.description
    }

    /// Reads a time a person typed in this zone: `2026-12-24T20:00` or
    /// `2026-12-24 20:00`.
    ///
    /// When the clocks go back and the time happens twice, the first (the
    /// earlier instant) is meant.
    ///
    /// - Throws: ``InputError/unparsableTime(_:)`` for any other form or an
    ///   impossible date; ``InputError/nonexistentLocalTime(_:timeZone:)`` for a
    ///   time the clocks skip.
    public func timestamp(parsing text: String) throws(InputError) -> Timestamp {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let local: LocalDateTime
        do {
            local = try LocalDateTime(iso: trimmed)
        } catch {
            throw .unparsableTime(text)
        }
        return try timestamp(for: local)
    }

    /// The first instant of the day that starts at `midnight` (a `LocalDateTime`
    /// at 00:00): midnight itself, or the first minute after it that exists
    /// when the clocks skip it.
    func firstInstant(of midnight: LocalDateTime) -> Timestamp {
        for minutes in stride(from: 0, through: 180, by: 30) {
            let candidate = midnight.timestamp(offset: .utc).adding(minutes: minutes)
            if let local = try? LocalDateTime(candidate, offset: .utc), let instant = try? timestamp(for: local) {
                return instant
            }
        }
        return midnight.timestamp(offset: offset(at: midnight.timestamp(offset: .utc)))
    }

    /// The instant `local` names in this zone; the earlier one when it happens twice.
    ///
    /// - Throws: ``InputError/nonexistentLocalTime(_:timeZone:)`` for a time the clocks skip.
    public func timestamp(for local: LocalDateTime) throws(InputError) -> Timestamp {
        // Every offset in force within a day of the time is a candidate; the
        // ones that map back to themselves are the real readings of `local`.
        let asIfUTC = local.timestamp(offset: .utc)
        let candidates = Set([-1440, 0, 1440].map { offset(at: asIfUTC.adding(minutes: $0)) })
        let readings =
            candidates
            .map { local.timestamp(offset: $0) }
            .filter { instant in candidates.contains(offset(at: instant)) && localDateTime(at: instant) == local }
        guard let earliest = readings.min() else {
            throw .nonexistentLocalTime(local, timeZone: timeZoneName)
        }
        return earliest
    }
}

extension LocalDateTime {
    /// The same wall-clock time `days` calendar days later (earlier when negative).
    func addingDays(_ days: Int) -> LocalDateTime {
        // Civil arithmetic: as if in UTC, where every day has 24 hours.
        (try? LocalDateTime(timestamp(offset: .utc).adding(minutes: days * 24 * 60), offset: .utc)) ?? self
    }
}
