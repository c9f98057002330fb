extension Duration {
    /// The duration in seconds, with its fraction, for APIs that take a
    /// `Double` (GRDB's busy timeout, logs).
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, rounded towards zero and clamped
    /// to `Int64`, for `poll` timeouts and reports.
    public var inMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        return whole + attoseconds / 1_000_000_000_000_000
    }
}
