import Foundation
import MarqueeDomain

extension TMDBMovieDetailsDTO {
    /// The Domain movie these details describe.
    ///
    /// - Throws: ``CatalogError`` when the id, date or poster path breaks a
    ///   Domain rule, or the title is empty.
    func toDomain() throws(CatalogError) -> Movie {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .corruptData("TMDB sent movie \(id) without a title") }
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
            genres: (genres ?? []).map { Genre(id: $0.id, name: $0.name) },
            originalLanguage: originalLanguage ?? "",
            popularity: popularity ?? 0,
            runtimeMinutes: runtime.flatMap { $0 > 0 ? $0 : nil }
        )
    }
}
