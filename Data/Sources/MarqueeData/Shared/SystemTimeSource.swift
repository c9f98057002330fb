import Foundation
public import MarqueeDomain

/// The machine's clock as Domain's ``/MarqueeDomain/TimeSource``: whole seconds since the
/// Unix epoch, rounded down, so a screening scheduled "now" is never in the
/// future. The one place Marquee reads the system time; everything else is
/// handed this (or a manual clock in tests).
public struct SystemTimeSource: TimeSource {
    /// Creates the system clock.
    public init() {}

    public func now() -> Timestamp {
        Timestamp(secondsSinceEpoch: Int64(Date().timeIntervalSince1970.rounded(.down)))
    }
}
