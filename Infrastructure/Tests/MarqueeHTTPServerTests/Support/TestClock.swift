import Foundation
import Synchronization

/// A clock that stands still until a test moves it.
final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_750_000_000))

    func now() -> Date {
        current.withLock { $0 }
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
