package import MarqueeDomain

extension TMDBMovieResultDTO {
    /// The Domain movie this result describes.
    ///
    /// - Parameters:
    ///   - genres: Names for TMDB's genre identifiers; unknown ids are dropped.
    ///   - source: Where the result came from, named by an error.
    /// - Throws: ``CatalogError`` when the id, date or poster path breaks a Domain rule,
    ///   or the title is empty.
    package func toDomain(genres: TMDBGenres = .standard, source: DataSource = .tmdb) throws(CatalogError)
        -> Movie
    {
        try TMDBMovieFields(
            id: id, title: title, originalTitle: originalTitle, overview: overview, releaseDate: releaseDate,
            posterPath: posterPath, genres: (genreIDs ?? []).compactMap(genres.genre(id:)),
            originalLanguage: originalLanguage, popularity: popularity, runtime: nil
        ).toDomain(source: source)
    }
}
