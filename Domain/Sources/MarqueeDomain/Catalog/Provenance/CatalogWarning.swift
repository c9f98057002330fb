/// Something written on the side of an answer that failed: the answer is
/// shown all the same, with a note saying what was lost.
public enum CatalogWarning: Equatable, Sendable {
    /// The search was not added to the recent searches.
    case queryNotRemembered(StorageFailure)
    /// The answer was not kept in the response cache.
    case answerNotCached(StorageFailure)
    /// This many results of the page could not be read and are not shown.
    case resultsSkipped(count: Int)
}
