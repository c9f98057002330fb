import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// The box office's behaviour suite against the local interactors over the
/// in-memory stores (App's tests run it over SQLite, PostgreSQL and the
/// service's remote client).
@Suite struct BoxOfficeBehaviourTests {
    @Test(arguments: BoxOfficeBehaviour.checks)
    func theInteractorsKeepEveryPromise(check: ContractCheck<BoxOfficeBehaviour.Subject>) async throws {
        let users = InMemoryUserRepository()
        let store = InMemoryBoxOfficeStore()
        let alien = MovieFixtures.movie(348, "Alien", released: (1979, 5, 25), runtime: 117)
        let movies = InMemoryMoviesRepository(movies: [alien])
        let clock = ManualTimeSource()
        func desk(_ name: String, _ role: DeskRole) throws -> BoxOfficeBehaviour.Desk {
            let desk = try Desk(name: DeskName(name), role: role, addedAt: SharedFixtures.now)
            return BoxOfficeBehaviour.Desk(
                name: desk.name,
                accounts: AccountsUseCases(
                    users: users, orders: store, ids: IncrementingIDGenerator(prefix: "u-\(name)-"), desk: desk),
                boxOffice: BoxOfficeUseCases(
                    users: users, screenings: store, orders: store, movies: movies,
                    screeningIDs: IncrementingIDGenerator(prefix: "s-\(name)-"),
                    orderIDs: IncrementingIDGenerator(prefix: "o-\(name)-"), clock: clock, desk: desk))
        }
        try await check.run(
            against: .init(
                manager: desk("office", .manager), clerk: desk("front-1", .clerk), now: { await clock.now() },
                movie: alien))
    }
}
