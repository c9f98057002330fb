public import Foundation
public import OpenAPIRuntime
import Synchronization

/// RFC 3339 times as the service and its desks read and write them: written
/// in whole seconds (`2026-11-27T18:30:00Z`), read as any client may send
/// them — with or without fractional seconds (any number of digits), with
/// any offset (`+01:00`, `-19:32`), `T` and `Z` in either case. A time with
/// fractional seconds is rounded down to the second.
public struct LenientDateTranscoder: DateTranscoder {
    /// Foundation's formatters are classes; each is used under its lock.
    private static let whole = Mutex(ISO8601DateFormatter())
    private static let fractional = Mutex(
        {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter
        }())

    /// Creates the transcoder.
    public init() {}

    /// The time as RFC 3339 text, in whole seconds, UTC.
    public func encode(_ date: Date) throws -> String {
        Self.whole.withLock { $0.string(from: date) }
    }

    /// The time `text` names.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for text that is no RFC 3339 time.
    public func decode(_ text: String) throws -> Date {
        let upper = text.uppercased()
        if let date = Self.whole.withLock({ $0.date(from: upper) }) { return date }
        if let date = Self.fractional.withLock({ $0.date(from: upper) }) {
            return Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        }
        throw DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "Expected an RFC 3339 date and time, like 2026-11-27T18:30:00Z."))
    }
}
