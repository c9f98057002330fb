/// Where the sample cinema is written and from where it is removed: the
/// same store as customers, screenings and orders, which also remembers
/// which rows are the sample's, so clearing removes exactly those.
public protocol SampleCinemaStore: Sendable {
    /// Whether a sample cinema is stored.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func hasSample() async throws(BoxOfficeError) -> Bool

    /// Stores `sample` — its customers, its screenings with their seats sold,
    /// its orders — and remembers each as the sample's. All or nothing, in
    /// one transaction.
    ///
    /// - Throws: ``BoxOfficeError/sampleAlreadyLoaded``;
    ///   ``BoxOfficeError/hallBusy(conflicting:)`` when a screening stored
    ///   meanwhile takes a hall; ``BoxOfficeError/storageFailed(_:)`` (also
    ///   for a customer name or identifier stored meanwhile). Nothing is
    ///   written when it throws.
    func storeSample(_ sample: SampleCinema) async throws(BoxOfficeError)

    /// Removes what ``storeSample(_:)`` wrote, and nothing else, in one
    /// transaction: the sample's orders; its screenings, except those that
    /// orders of others are for (kept, their seats recounted without the
    /// sample's orders); its customers, except those with orders of their
    /// own (kept). Afterwards no sample is stored.
    ///
    /// - Returns: What was removed and kept.
    /// - Throws: ``BoxOfficeError/noSampleLoaded``; ``BoxOfficeError/storageFailed(_:)``.
    ///   Nothing is removed when it throws.
    func removeSample() async throws(BoxOfficeError) -> SampleRemoval
}
