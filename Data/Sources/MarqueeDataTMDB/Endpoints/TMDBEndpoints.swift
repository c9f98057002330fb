import MarqueeData
import MarqueeDomain
import MarqueeHTTPClient

/// The two TMDB calls Marquee makes, as ``Endpoint`` values carrying the
/// credentials: `GET /3/search/movie` and `GET /3/movie/{id}`.
enum TMDBEndpoints {
    /// `GET /3/search/movie?query=…&page=…&language=…&include_adult=false`.
    static func searchMovies(
        _ query: MovieQuery,
        page: Int,
        language: String,
        credentials: TMDBCredentials
    ) -> Endpoint<TMDBSearchPageDTO> {
        authorized(
            Endpoint(
                path: "/3/search/movie",
                queryItems: [
                    QueryItem("query", query.text),
                    QueryItem("page", String(page)),
                    QueryItem("language", language),
                    QueryItem("include_adult", "false"),
                ]
            ),
            with: credentials
        )
    }

    /// `GET /3/movie/{id}?language=…`.
    static func movieDetails(
        _ id: MovieID,
        language: String,
        credentials: TMDBCredentials
    ) -> Endpoint<TMDBMovieDetailsDTO> {
        authorized(
            Endpoint(path: "/3/movie/\(id.rawValue)", queryItems: [QueryItem("language", language)]),
            with: credentials
        )
    }

    /// Adds the credential the way TMDB expects it. `api_key` and
    /// `Authorization` are among the names every ``Redactor`` hides.
    private static func authorized<Response>(
        _ endpoint: Endpoint<Response>,
        with credentials: TMDBCredentials
    ) -> Endpoint<Response> {
        var endpoint = endpoint
        switch credentials {
        case let .apiKey(key):
            endpoint.queryItems.append(QueryItem("api_key", key))
        case let .accessToken(token):
            endpoint.headers["Authorization"] = "Bearer \(token)"
        }
        endpoint.headers["Accept"] = "application/json"
        return endpoint
    }
}
