public import MarqueeDomain

/// Real films as ``/MarqueeDomain/Movie`` values, for tests here and in other projects.
///
/// Facts only (TMDB ids, titles, release dates, genres); overviews are ours.
public enum MovieFixtures {
    /// Science Fiction, as TMDB numbers it.
    public static let scienceFiction = Genre(id: 878, name: "Science Fiction")
    /// Horror.
    public static let horror = Genre(id: 27, name: "Horror")
    /// Action.
    public static let action = Genre(id: 28, name: "Action")
    /// Adventure.
    public static let adventure = Genre(id: 12, name: "Adventure")
    /// Comedy.
    public static let comedy = Genre(id: 35, name: "Comedy")
    /// Romance.
    public static let romance = Genre(id: 10749, name: "Romance")

    /// Alien (1979), TMDB 348.
    public static let alien = movie(
        348, "Alien", released: (1979, 5, 25), genres: [horror, scienceFiction], popularity: 60,
        overview: "A space freighter crew answers a distress call and brings something aboard."
    )
    /// Aliens (1986), TMDB 679.
    public static let aliens = movie(
        679, "Aliens", released: (1986, 7, 18), genres: [action, scienceFiction], popularity: 45
    )
    /// Star Wars (1977), TMDB 11.
    public static let starWars = movie(
        11, "Star Wars", released: (1977, 5, 25), genres: [adventure, action, scienceFiction], popularity: 90
    )
    /// The Empire Strikes Back (1980), TMDB 1891.
    public static let empireStrikesBack = movie(
        1891, "The Empire Strikes Back", released: (1980, 5, 20), genres: [adventure, action], popularity: 70
    )
    /// Amélie (2001), TMDB 194.
    public static let amelie = movie(
        194, "Amélie", original: "Le Fabuleux Destin d'Amélie Poulain", language: "fr",
        released: (2001, 4, 25), genres: [comedy, romance], popularity: 30
    )

    /// Every fixture movie.
    public static let all: [Movie] = [alien, aliens, starWars, empireStrikesBack, amelie]

    /// Builds a movie from plain values; a helper for tests that need more films.
    ///
    /// Invalid ids or dates in a fixture are programming errors of the test; they
    /// degrade to a movie without a release date rather than trapping.
    public static func movie(
        _ id: Int,
        _ title: String,
        original: String? = nil,
        language: String = "en",
        released: (Int, Int, Int)? = nil,
        genres: [Genre] = [],
        popularity: Double = 1,
        overview: String = "",
        runtime: Int? = nil
    ) -> Movie {
        let date = released.flatMap { try? ReleaseDate(year: $0.0, month: $0.1, day: $0.2) }
        let movieID = (try? MovieID(id)) ?? MovieFixtures.fallbackID
        return Movie(
            id: movieID, title: title, originalTitle: original, overview: overview, releaseDate: date,
            genres: genres, originalLanguage: language, popularity: popularity, runtimeMinutes: runtime
        )
    }

    private static var fallbackID: MovieID {
        // 1 is always a valid identifier; reached only by a fixture with a bad id.
        guard let id = try? MovieID(1) else { preconditionFailure("1 is a valid MovieID") }
        return id
    }
}
