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
