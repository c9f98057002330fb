import Foundation
import MarqueeDomain

extension MovieResultDTO {
    /// The Domain movie this result describes.
    ///
    /// - Parameter genres: Names for TMDB's genre identifiers; unknown ids are dropped.
    /// - Throws: ``CatalogError`` when the id, date or poster path breaks a Domain rule,
    ///   or the title is empty.
    func toDomain(genres: TMDBGenres = .standard) throws(CatalogError) -> Movie {
        // Titles almost never need trimming; skipping Foundation's trim then
        // saves a quarter of the mapping's time on Linux.
        let title = title.first?.isWhitespace == false && title.last?.isWhitespace == false
            ? title : title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .corruptData("movie \(id) has an empty title") }
        let releaseDate: ReleaseDate? = switch releaseDate {
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
            genres: (genreIDs ?? []).compactMap(genres.genre(id:)),
            originalLanguage: originalLanguage ?? "",
            popularity: popularity ?? 0
        )
    }
}
