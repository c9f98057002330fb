package import MarqueeDomain

extension TMDBMovieDetailsDTO {
    /// The Domain movie these details describe.
    ///
    /// - Throws: ``CatalogError`` when the id, date or poster path breaks a
    ///   Domain rule, or the title is empty.
    package func toDomain() throws(CatalogError) -> Movie {
        try TMDBMovieFields(
            id: id, title: title, originalTitle: originalTitle, overview: overview, releaseDate: releaseDate,
            posterPath: posterPath, genres: (genres ?? []).map { Genre(id: $0.id, name: $0.name) },
            originalLanguage: originalLanguage, popularity: popularity, runtime: runtime,
            tagline: tagline
        ).toDomain()
    }
}
