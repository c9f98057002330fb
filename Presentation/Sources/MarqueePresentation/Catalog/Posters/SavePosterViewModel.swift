public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// Everything the poster-saving command shows.
public struct SavePosterState: Equatable, Sendable {
    /// The poster saved, once saved.
    public var poster: MoviePoster?
    /// Where it was saved; `nil` when written to standard output.
    public var path: String?
    /// The last error.
    public var error: PosterError?

    /// An empty state.
    public init() {}
}

/// Where `marquee movies poster` puts the image.
public enum PosterDestination: Equatable, Sendable {
    /// `<id>-<rendition>.<extension>` in the current directory, such as `348-w185.jpg`.
    case defaultFile
    /// This file; its directory must exist.
    case file(String)
    /// Standard output (`--output -`), for a pipe.
    case standardOutput
}

/// Saves a movie's poster to a file: `marquee movies poster`.
///
/// An existing file is replaced only when asked; a missing directory is an
/// error, never created.
@Observable @MainActor
public final class SavePosterViewModel {
    /// Everything the command shows.
    public private(set) var state = SavePosterState()

    private let save: SavePosterUseCase
    private let fetch: FetchPosterUseCase

    /// Creates the view model over the Catalog's use cases.
    public init(catalog: CatalogUseCases) {
        save = catalog.savePoster
        fetch = catalog.poster
    }

    /// Saves the poster of movie `id` about `size` wide to `destination`.
    public func save(_ id: MovieID, size: PosterSize, to destination: PosterDestination, replacing: Bool) async {
        state = SavePosterState()
        do throws(PosterError) {
            switch destination {
            case .standardOutput:
                state.poster = try await fetch.execute(id, size: size)
            case .defaultFile, .file:
                let file: String? = if case let .file(path) = destination { path } else { nil }
                let saved = try await save.execute(
                    id, size: size, path: { file ?? Self.defaultName(for: $0) }, replacing: replacing)
                state.poster = saved.poster
                state.path = saved.path
            }
        } catch {
            state.error = error
        }
    }

    /// `348-w185.jpg`: the movie id, the rendition, the image's extension.
    nonisolated static func defaultName(for poster: MoviePoster) -> String {
        let name = poster.path.rawValue
        let fileExtension = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
        let variant = poster.image.variant.isEmpty ? "" : "-\(poster.image.variant)"
        return "\(poster.movie.id)\(variant)\(fileExtension.isEmpty ? "" : ".\(fileExtension)")"
    }

    /// `marquee movies poster`: saves, then says what was written (or writes
    /// the image itself to standard output), or the one-line error.
    public func saveCommand(_ id: MovieID, size: PosterSize, to destination: PosterDestination, replacing: Bool)
        async -> CommandOutput
    {
        await save(id, size: size, to: destination, replacing: replacing)
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }
        guard let poster = state.poster else { return .failed(PosterError.sourceUnavailable.userMessage) }
        guard let path = state.path else { return .bytes(poster.image.bytes) }
        let variant = poster.image.variant.isEmpty ? "" : "\(poster.image.variant) "
        return .printing([
            "Wrote the \(variant)poster of \(poster.movie.title) (\(poster.image.byteCount) bytes, "
                + "\(poster.image.mediaType)) to \(path)."
        ])
    }
}
