import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee movies poster <id> [--size 185] [--output FILE] [--force]`.
struct MoviesPosterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "poster",
        abstract: "Save a movie's poster image (needs TMDB).",
        discussion: """
            Asks TMDB for the movie's details, then its poster at the nearest width TMDB serves \
            (92, 154, 185, 342, 500, 780, else the original). Images are kept in <data dir>/posters \
            (at most 100 MB, least recently used evicted first), so asking again needs no network. \
            The file is written atomically and an existing file is never replaced without --force. \
            MARQUEE_TMDB_IMAGE_BASE_URL (default https://image.tmdb.org) points at another image server.

            EXAMPLES
              marquee movies poster 348
              marquee movies poster 348 --size 500 --output alien.jpg
              marquee movies poster 348 --output - | wc -c
            """
    )

    @Argument(help: "The movie's id, as search results list it.", transform: Parse.movieID)
    var id: MovieID

    @Option(parsing: .unconditional, help: "The width wanted, in pixels.", transform: Parse.posterSize)
    var size: PosterSize = .standard

    @Option(
        help: ArgumentHelp(
            "Where to write the image (default: <id>-w<width>.jpg here; - writes it to standard output). "
                + "Its directory must exist.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the output file when it exists.")
    var force = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let destination: PosterDestination =
            switch output {
            case nil: .defaultFile
            case "-"?: .standardOutput
            case let path?: .file(path)
            }
        try await run(options, source: sourceOptions.source) { app in
            // Posters come only from TMDB: a build without it names the trait
            // (not the credential, which that build would refuse next).
            guard Adapter.tmdb.isBuilt else { return Adapter.tmdb.refusal(of: .argument("movies poster")).output }
            return await SavePosterViewModel(catalog: try app.catalog()).saveCommand(
                id, size: size, to: destination, replacing: force)
        }
    }
}
