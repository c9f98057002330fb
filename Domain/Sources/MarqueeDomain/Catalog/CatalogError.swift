/// Everything that can go wrong in the Catalog context.
///
/// Closed on purpose: use cases and ports throw it with typed throws, so every
/// caller can switch over it exhaustively. The wording shown to people is built
/// in Presentation, not here.
public enum CatalogError: Error, Equatable, Sendable {
    /// The search text broke a rule of ``MovieQuery``.
    case invalidQuery(MovieQuery.Problem)
    /// A movie identifier that is not a positive integer.
    case invalidMovieID(Int)
    /// A release date that is not a real calendar date in `YYYY-MM-DD` form.
    case invalidReleaseDate(String)
    /// A poster path that is not of the form `/name.ext`.
    case invalidPosterPath(String)
    /// A page number below 1, or past the last page of the results.
    case invalidPage(requested: Int, lastPage: Int)
    /// No movie has this identifier in the source asked.
    case movieNotFound(MovieID)
    /// The movie source refused the credentials.
    case unauthorized
    /// The movie source asked us to slow down.
    case rateLimited
    /// The movie source could not be reached.
    case offline
    /// The movie source answered with an error of its own.
    case sourceFailed(status: Int, message: String?)
    /// The movie source answered "not found" for a request that always
    /// exists there: it is not where the configuration says.
    case sourceNotFound
    /// The movie source redirected to another server; the redirect was not
    /// followed, so the credential stayed with the source.
    case redirectedElsewhere
    /// Movie data from `source` arrived but cannot be used.
    case unreadableData(DataSource, DataProblem)
    /// Storage for remembered data (recent searches, the response cache) failed.
    case storageFailed(StorageFailure)
}
