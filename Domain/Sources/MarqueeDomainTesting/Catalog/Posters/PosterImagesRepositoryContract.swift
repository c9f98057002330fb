public import MarqueeDomain

/// What a ``/MarqueeDomain/PosterImagesRepository`` contract check runs against: a repository
/// whose source holds `knownImage` at `knownPath`, at every width, and
/// nothing at `unknownPath`.
public struct PosterImagesContractSubject: Sendable {
    /// The repository under test.
    public let repository: any PosterImagesRepository
    /// A path its source has an image for.
    public let knownPath: PosterPath
    /// The bytes served at `knownPath`.
    public let knownImage: [UInt8]
    /// A path its source has no image for.
    public let unknownPath: PosterPath

    /// Creates a subject.
    public init(
        repository: any PosterImagesRepository, knownPath: PosterPath, knownImage: [UInt8], unknownPath: PosterPath
    ) {
        self.repository = repository
        self.knownPath = knownPath
        self.knownImage = knownImage
        self.unknownPath = unknownPath
    }
}

/// The promises every ``/MarqueeDomain/PosterImagesRepository`` keeps, as checks to run
/// against each implementation (see ``ContractCheck``).
public enum PosterImagesRepositoryContract {
    /// Every check; each expects a new subject (for caching repositories, an empty cache).
    public static let checks: [ContractCheck<PosterImagesContractSubject>] = [
        ContractCheck("a known poster comes back with the source's bytes and a media type, at any size") { subject in
            for width in [1, 185, 10_000] {
                let image = try await subject.repository.posterImage(
                    at: subject.knownPath, size: PosterSize(width: width))
                try Expect.equal(image.bytes, subject.knownImage, "bytes at width \(width)")
                try Expect.that(!image.mediaType.isEmpty, "a media type at width \(width)")
            }
        },
        ContractCheck("asking twice for the same poster gives the same image") { subject in
            let first = try await subject.repository.posterImage(at: subject.knownPath, size: .standard)
            let second = try await subject.repository.posterImage(at: subject.knownPath, size: .standard)
            try Expect.equal(second, first, "the second answer")
        },
        ContractCheck("a path the source has no image for is imageNotFound") { subject in
            try await Expect.error(PosterError.imageNotFound(subject.unknownPath), "posterImage(at: unknown)") {
                _ = try await subject.repository.posterImage(at: subject.unknownPath, size: .standard)
            }
        },
    ]
}
