import Foundation
public import MarqueeAPI
public import MarqueeDomain
import MarqueeInfrastructure
public import MarqueePresentation

/// The box office service's handlers: the generated `APIProtocol`, each
/// operation one use case run on the server for the calling desk.
///
/// A handler is a thin front end: it decodes the intent, checks what the
/// schema limits (a use case checks every rule of its own), takes the
/// desk the request's token opened, runs the use case built for that desk
/// (whose writes check the desk's role against Domain's one table of
/// actions × roles) and maps its answer — or its typed error, as a problem
/// whose `detail` is the command line's sentence.
///
/// Errors are thrown as problems and answered by the runtime (as
/// `APIProblem`s), so each handler returns only its successful answer.
public struct BoxOfficeAPI: APIProtocol {
    let useCases: @Sendable (Desk) -> DeskUseCases
    let problems: ProblemWriter
    let orderPlaced: @Sendable () -> Void

    /// Creates the handlers.
    ///
    /// - Parameters:
    ///   - useCases: The use cases for a desk, over the server's own ports.
    ///   - times: The zone times are worded in.
    ///   - orderPlaced: Called for each order placed (a metric).
    public init(
        useCases: @escaping @Sendable (Desk) -> DeskUseCases, times: LocalTimeFormat,
        orderPlaced: @escaping @Sendable () -> Void = {}
    ) {
        self.useCases = useCases
        self.problems = ProblemWriter(times: times)
        self.orderPlaced = orderPlaced
    }

    /// The desk the request's token opened.
    func callingDesk() throws -> Desk {
        guard let desk = HTTPServerRequest.principal as? Desk else {
            throw problems.problem(.refusedCredential, .refusedCredential, status: 401)
        }
        return desk
    }

    /// The use cases for the calling desk.
    func desk() throws -> DeskUseCases {
        useCases(try callingDesk())
    }

    /// The calling desk's use cases of a context served beside the box
    /// office (a feature's); a 404 problem when this server serves none.
    func desk<UseCases>(_ type: UseCases.Type) throws -> UseCases {
        guard let useCases = try desk().context(type) else {
            throw problems.problem(.notFound, .notFound, status: 404)
        }
        return useCases
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

    /// A customer's name as the request gives it, checked by Domain's rule;
    /// a name that breaks it is a problem carrying the name, so a desk finds
    /// the same rule broken.
    func userName(_ text: String) throws -> UserName {
        do throws(AccountsError) {
            return try UserName(text)
        } catch {
            throw problems.invalidName(text, error)
        }
    }

    /// `value`, unless it lies outside `range`: then a problem naming `parameter`.
    func limited(_ value: Int, to range: ClosedRange<Int>, parameter: String) throws -> Int {
        guard range.contains(value) else {
            throw problems.badParameter(parameter, rule: "\(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A time from the wire, as Domain's; a time no timestamp holds is a problem naming `field`.
    func timestamp(_ date: Date, field: String) throws -> Timestamp {
        guard let time = Timestamp(date) else {
            throw problems.problem(.malformedBody(at: field), .malformedBody, status: 400)
        }
        return time
    }
}
