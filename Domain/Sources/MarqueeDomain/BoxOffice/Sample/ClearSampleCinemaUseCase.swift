/// Removes the sample cinema: exactly what ``LoadSampleCinemaUseCase`` wrote.
public struct ClearSampleCinemaUseCase: Sendable {
    private let samples: any SampleCinemaStore

    /// Creates the use case over the sample's store.
    public init(samples: any SampleCinemaStore) {
        self.samples = samples
    }

    /// Removes the sample's orders, screenings and customers, keeping those
    /// that data of others refers to (see ``SampleCinemaStore/removeSample()``).
    ///
    /// - Returns: What was removed and kept.
    /// - Throws: ``BoxOfficeError/noSampleLoaded``; a storage error. Nothing
    ///   is removed when it throws.
    public func execute() async throws(BoxOfficeError) -> SampleRemoval {
        try await samples.removeSample()
    }
}

/// The sample cinema's use cases, built once over their ports; absent where
/// the store cannot hold a sample (a desk connected to a server).
public struct SampleCinemaUseCases: Sendable {
    /// Writes the sample cinema.
    public let load: LoadSampleCinemaUseCase
    /// Removes it.
    public let clear: ClearSampleCinemaUseCase

    /// Builds the use cases over the catalog, the customers, the screenings,
    /// the sample's store and the clock.
    public init(
        movies: any MoviesRepository, users: any UserRepository, screenings: any ScreeningRepository,
        samples: any SampleCinemaStore, clock: any TimeSource
    ) {
        load = LoadSampleCinemaUseCase(
            movies: movies, users: users, screenings: screenings, samples: samples, clock: clock)
        clear = ClearSampleCinemaUseCase(samples: samples)
    }
}
