/// Fetches a movie's poster and saves it to a file, never replacing an
/// existing file unless asked to.
public struct SavePosterUseCase: Sendable {
    private let fetchPoster: FetchPosterUseCase
    private let files: any PosterFiles

    /// Creates the use case over the poster fetch and the files port.
    public init(fetchPoster: FetchPosterUseCase, files: any PosterFiles) {
        self.fetchPoster = fetchPoster
        self.files = files
    }

    /// Saves the poster of movie `id`.
    ///
    /// - Parameters:
    ///   - id: The movie.
    ///   - size: The width wanted.
    ///   - path: Where to save it, given the poster found (front ends pick a
    ///     default name from the movie and the rendition).
    ///   - replacing: Whether an existing file may be replaced.
    /// - Returns: The poster saved and where.
    /// - Throws: as ``FetchPosterUseCase/execute(_:size:)``, then as
    ///   ``PosterFiles/save(_:at:replacing:)``.
    public func execute(
        _ id: MovieID, size: PosterSize, path: @Sendable (MoviePoster) -> String, replacing: Bool
    ) async throws(PosterError) -> (poster: MoviePoster, path: String) {
        let poster = try await fetchPoster.execute(id, size: size)
        let destination = path(poster)
        try await files.save(poster.image, at: destination, replacing: replacing)
        return (poster, destination)
    }
}
