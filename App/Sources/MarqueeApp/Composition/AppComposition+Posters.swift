import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeInfrastructure
import MarqueePresentation

/// Entry point of `marquee movies poster`.
extension AppComposition {
    /// The poster cache in the data directory.
    var posterCache: PosterFileCache { PosterFileCache(directory: configuration.postersDirectory) }

    /// Fetches a movie's poster and writes it to `output` (default
    /// `<id>-w<width>.<ext>` in the current directory), atomically, never
    /// replacing an existing file unless `force`.
    @MainActor
    func writePoster(idText: String, width: Int, output: String?, force: Bool) async throws {
        guard configuration.movieSource == .tmdb, let settings = configuration.tmdb else {
            throw CommandFailure.failure(PosterError.sourceUnavailable.userMessage)
        }
        let id: MovieID
        let size: PosterSize
        do throws(CatalogError) { id = try MovieID(parsing: idText) } catch { throw CommandFailure(error) }
        do throws(PosterError) { size = try PosterSize(width: width) } catch { throw CommandFailure(error) }
        let posters: TMDBPosterImagesRepository
        do {
            let logger = AppLogging.logger("marquee.posters", configuration: configuration)
            posters = try TMDBPosterImagesRepository(imageBaseURL: settings.imageBaseURL, cache: posterCache, logger: logger) {
                URLSessionNetworkService(config: $0, logger: AppLogging.logger("marquee.http", configuration: configuration))
            }
        } catch {
            throw CommandFailure.usage(
                "MARQUEE_TMDB_IMAGE_BASE_URL must be an absolute http(s) URL, such as \(TMDBPosterImagesRepository.defaultImageBaseURL)."
            )
        }
        let sources = try makeMovieSources(remembering: false)
        let poster: MoviePoster
        do throws(PosterError) {
            poster = try await FetchPosterUseCase(movies: sources.movies, posters: posters).execute(id, size: size)
        } catch {
            throw CommandFailure(error)
        }
        let width = TMDBPosterWidth.nearest(to: size)
        let fileExtension = (poster.path.rawValue as NSString).pathExtension
        let name = output ?? "\(id)-\(width)\(fileExtension.isEmpty ? "" : ".\(fileExtension)")"
        let url = URL(fileURLWithPath: name)
        if !force, FileManager.default.fileExists(atPath: url.path) {
            throw CommandFailure.failure("\(url.path) already exists; pass --force to replace it, or --output another file.")
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile(url: url).write(Data(poster.image.bytes))
            // AtomicFile writes owner-only; a saved image is an ordinary document.
            try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        } catch {
            throw CommandFailure.failure("The poster could not be written: \(error.description).")
        }
        Output.lines(["Wrote the \(width) poster of \(poster.movie.title) (\(poster.image.byteCount) bytes, \(poster.image.mediaType)) to \(name)."])
    }
}

extension CommandFailure {
    /// The failure a poster error amounts to, worded by Presentation.
    init(_ error: PosterError) {
        self = error.isUsageError ? .usage(error.userMessage) : .failure(error.userMessage)
    }
}
