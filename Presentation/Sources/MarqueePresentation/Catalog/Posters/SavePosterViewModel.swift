public import MarqueeDomain
public import Observation

/// Everything the poster-saving screen shows.
public struct SavePosterState: Equatable, Sendable {
    /// The poster saved, once saved.
    public var poster: MoviePoster?
    /// Where it was saved.
    public var path: String?
    /// The last error.
    public var error: PosterError?

    /// An empty state.
    public init() {}
}

/// Saves a movie's poster to a file: `marquee movies poster`.
///
/// The default file name is `<id>-<rendition>.<extension>` in the current
/// directory, such as `348-w185.jpg`; an existing file is replaced only when asked.
@Observable @MainActor
public final class SavePosterViewModel {
    /// Everything the screen shows.
    public private(set) var state = SavePosterState()

    private let savePoster: SavePosterUseCase?

    /// Creates the view model; `nil` when no image source is configured.
    public init(savePoster: SavePosterUseCase?) {
        self.savePoster = savePoster
    }

    /// Saves the poster of the movie whose id a person typed.
    ///
    /// - Parameters:
    ///   - idText: The movie id, such as `"348"`.
    ///   - width: The width wanted, in pixels.
    ///   - output: The file to write; `nil` for the default name.
    ///   - replacing: Whether an existing file may be replaced.
    public func save(idText: String, width: Int, output: String?, replacing: Bool) async {
        state = SavePosterState()
        do throws(PosterError) {
            guard let savePoster else { throw .sourceUnavailable }
            let id: MovieID
            do throws(CatalogError) { id = try MovieID(parsing: idText) } catch { throw .catalog(error) }
            let size = try PosterSize(width: width)
            let saved = try await savePoster.execute(
                id, size: size, path: { output ?? Self.defaultName(for: $0) }, replacing: replacing
            )
            state.poster = saved.poster
            state.path = saved.path
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

    /// `marquee movies poster`: saves, then says what was written, or the one-line error.
    public func saveCommand(idText: String, width: Int, output: String?, replacing: Bool) async -> CommandOutput {
        await save(idText: idText, width: width, output: output, replacing: replacing)
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }
        guard let poster = state.poster, let path = state.path else {
            return .failed(PosterError.sourceUnavailable.userMessage)
        }
        let variant = poster.image.variant.isEmpty ? "" : "\(poster.image.variant) "
        return .printing([
            "Wrote the \(variant)poster of \(poster.movie.title) (\(poster.image.byteCount) bytes, "
                + "\(poster.image.mediaType)) to \(output ?? path)."
        ])
    }
}
