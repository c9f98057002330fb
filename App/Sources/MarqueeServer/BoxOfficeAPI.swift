#if Service
import Foundation
public import MarqueeAPI
public import MarqueeDomain
import MarqueeHTTPServer
public import MarqueePresentation

/// The box office service's handlers: the generated `APIProtocol`, mapping
/// the wire's types to Domain's values and back (a view model for HTTP), over
/// the same ports every other front end uses. Each write is one call to a
/// store that re-runs the aggregates' rules in one transaction; every
/// Domain error becomes a problem with the command line's wording.
///
/// Errors are thrown as problems and answered by the runtime
/// (as `APIProblem`s), so each handler returns only its successful answer.
public struct BoxOfficeAPI: APIProtocol {
    let users: any UserRepository
    let store: any ScreeningRepository & OrderRepository
    let movies: any MoviesRepository
    let queries: @Sendable (DeskName) -> any MovieQueriesRepository
    let program: ListProgramUseCase
    let problems: ProblemWriter
    let orderPlaced: @Sendable () -> Void

    /// Creates the handlers over the ports.
    ///
    /// - Parameters:
    ///   - users: The customers.
    ///   - store: Screenings and orders, one store.
    ///   - movies: The catalog.
    ///   - queries: A desk's recent searches.
    ///   - clock: The one clock (for `/program`).
    ///   - times: The zone times are worded in.
    ///   - orderPlaced: Called for each order placed (a metric).
    public init(
        users: any UserRepository, store: any ScreeningRepository & OrderRepository, movies: any MoviesRepository,
        queries: @escaping @Sendable (DeskName) -> any MovieQueriesRepository, clock: any TimeSource,
        times: LocalTimeFormat, orderPlaced: @escaping @Sendable () -> Void = {}
    ) {
        self.users = users
        self.store = store
        self.movies = movies
        self.queries = queries
        self.program = ListProgramUseCase(screenings: store, clock: clock)
        self.problems = ProblemWriter(times: times)
        self.orderPlaced = orderPlaced
    }

    /// The desk the request's token belongs to.
    func callingDesk() throws -> DeskName {
        guard let desk = HTTPServerRequest.principal as? DeskName else {
            throw problems.problem(.refusedCredential, .refusedCredential, status: 401)
        }
        return desk
    }

    /// `body`'s answer; its typed error as the problem it means.
    func catalog<T>(_ body: () async throws(CatalogError) -> T) async throws -> T {
        do throws(CatalogError) { return try await body() } catch { throw problems.problem(error) }
    }

    /// `body`'s answer; its typed error as the problem it means.
    func accounts<T>(_ body: () async throws(AccountsError) -> T) async throws -> T {
        do throws(AccountsError) { return try await body() } catch { throw problems.problem(error) }
    }

    /// `body`'s answer; its typed error as the problem it means.
    func boxOffice<T>(_ body: () async throws(BoxOfficeError) -> T) async throws -> T {
        do throws(BoxOfficeError) { return try await body() } catch { throw problems.problem(error) }
    }

    /// A time from the wire, as Domain's.
    func timestamp(_ date: Date) throws -> Timestamp {
        guard let time = Timestamp(date) else {
            throw problems.problem(.malformedBody(at: nil), .malformedBody, status: 400)
        }
        return time
    }
}
#endif
