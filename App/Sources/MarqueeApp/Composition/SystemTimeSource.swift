import Foundation
import MarqueeDomain

/// The machine's clock as Domain's ``TimeSource``: whole seconds since the
/// Unix epoch, rounded down, so a screening scheduled "now" is never in the future.
struct SystemTimeSource: TimeSource {
    func now() -> Timestamp {
        Timestamp(secondsSinceEpoch: Int64(Date().timeIntervalSince1970.rounded(.down)))
    }
}
