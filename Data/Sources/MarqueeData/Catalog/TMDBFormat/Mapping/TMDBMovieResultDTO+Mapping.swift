package import MarqueeDomain

extension TMDBMovieResultDTO {
    /// The Domain movie this result describes.
    ///
    /// - Parameter genres: Names for TMDB's genre identifiers; unknown ids are dropped.
    /// - Throws: ``CatalogError`` when the id, date or poster path breaks a Domain rule,
    ///   or the title is empty.
    package func toDomain(genres: TMDBGenres = .standard) throws(CatalogError) -> Movie {
        try TMDBMovieFields(
            id: id, title: title, originalTitle: originalTitle, overview: overview, releaseDate: releaseDate,
            posterPath: posterPath, genres: (genreIDs ?? []).compactMap(genres.genre(id:)),
            originalLanguage: originalLanguage, popularity: popularity, runtime: nil
        ).toDomain()
    }
}
