/// The box office's overview of a day: the use case's boundary (see
/// ``PlaceOrderUseCase`` for the two sides).
public protocol DayReportUseCase: Sendable {
    /// Every screening starting at or after `from` and before `to`, with its
    /// seats paid, held and free and its money, and the totals (see
    /// ``DayReport``). Reading, so open to every desk. When `to` is not after
    /// `from` the report is empty.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``; ``BoxOfficeError/overflow``
    ///   for sums too large.
    func execute(from: Timestamp, to: Timestamp) async throws(BoxOfficeError) -> DayReport
}
