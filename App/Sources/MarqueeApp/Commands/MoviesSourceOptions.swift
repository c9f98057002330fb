import ArgumentParser
import MarqueePresentation

/// `--source tmdb|offline`, for the commands that read movies.
struct MoviesSourceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where movies come from: tmdb (needs TMDB_API_KEY or TMDB_ACCESS_TOKEN) or offline. "
                + "Default: tmdb when a credential is set, else offline.",
            valueName: "source"
        ))
    var source: CatalogSource?
}
