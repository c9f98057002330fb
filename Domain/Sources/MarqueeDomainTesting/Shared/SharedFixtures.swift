public import MarqueeDomain

/// Fixed instants for tests, so no test depends on the real clock.
public enum SharedFixtures {
    /// 2026-11-22 12:00:00 UTC, "now" in the box office tests.
    public static let now = Timestamp(secondsSinceEpoch: 1_795_348_800)

    /// `minutes` after ``now`` (before, when negative).
    public static func now(plus minutes: Int) -> Timestamp {
        now.adding(minutes: minutes)
    }
}

extension StorageFailure {
    /// A full disk under the in-memory fakes, for failure paths.
    public static let diskFull = StorageFailure(.diskFull, place: .memory)
    /// A store another process holds locked, for failure paths.
    public static let busy = StorageFailure(.busy, place: .memory)
}
