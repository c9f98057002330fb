import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct MoviesPageTests {
    @Test func aPageBeforeTheLastKnowsItsNextPage() throws {
        let page = try MoviesPage(page: 2, totalPages: 3, totalResults: 45, movies: MovieFixtures.all)
        #expect(page.hasNextPage)
        #expect(page.nextPage == 3)
    }

    @Test func theLastPageHasNoNextPage() throws {
        let page = try MoviesPage(page: 3, totalPages: 3, totalResults: 45, movies: [])
        #expect(!page.hasNextPage)
        #expect(page.nextPage == nil)
    }

    @Test func anEmptyResultIsPageOneOfZero() throws {
        let page = try MoviesPage(page: 1, totalPages: 0, totalResults: 0, movies: [])
        #expect(page.isEmpty)
        #expect(!page.hasNextPage)
    }

    @Test(arguments: [(0, 3), (-1, 3), (4, 3), (2, 0)])
    func pageNumbersOutsideTheResultAreRejected(page: Int, totalPages: Int) {
        #expect(throws: CatalogError.invalidPage(requested: page, lastPage: max(totalPages, 1))) {
            try MoviesPage(page: page, totalPages: totalPages, totalResults: 0, movies: [])
        }
    }

    @Test func totalResultsIsNeverBelowTheMoviesShown() throws {
        let page = try MoviesPage(page: 1, totalPages: 1, totalResults: 0, movies: MovieFixtures.all)
        #expect(page.totalResults == MovieFixtures.all.count)
    }
}
