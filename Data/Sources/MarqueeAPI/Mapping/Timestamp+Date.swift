public import Foundation
public import MarqueeDomain

extension Timestamp {
    /// The instant `date` names, in whole seconds (rounded down); `nil` for
    /// a date outside what a timestamp holds.
    public init?(_ date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, seconds >= -9.2e18, seconds <= 9.2e18 else { return nil }
        self.init(secondsSinceEpoch: Int64(seconds))
    }

    /// The instant as a `Date`, for the wire.
    public var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSinceEpoch)) }
}
