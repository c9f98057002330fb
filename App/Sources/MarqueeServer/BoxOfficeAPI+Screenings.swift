import Foundation
public import MarqueeAPI
import MarqueeDomain
import MarqueeInfrastructure
import MarqueePresentation

extension BoxOfficeAPI {
    /// The longest an answer is said to hold when no screening ends it
    /// sooner: a minute, since seats held by an unpaid order go back on sale
    /// when its hold runs out, by the clock alone (no write tells the kept
    /// answer). Selling never relies on it: placing an order expires the
    /// holds that ran out first.
    static let programHoldsAtMost: TimeInterval = 60

    /// The program holds until its first screening starts (the clock alone
    /// then takes that one out), a minute at most: its `Expires`. What the
    /// store changes meanwhile is the server's to notice (its `ETag`).
    public func listProgram(_ input: Operations.ListProgram.Input) async throws -> Operations.ListProgram.Output {
        let program = try desk().boxOffice.program
        let answeredAt = Date()
        let upcoming = try await boxOffice { () async throws(BoxOfficeError) in
            try await program.execute(bookableOnly: input.query.bookable ?? false)
        }
        HTTPServerRequest.answerHolds(
            until: min(
                upcoming.map(\.startsAt.date).min() ?? .distantFuture,
                answeredAt.addingTimeInterval(Self.programHoldsAtMost)))
        return .ok(.init(body: .json(.init(screenings: upcoming.map { .init($0) }))))
    }

    /// The title (and, unless given, the running time) come from the
    /// server's catalog, the start is checked against the server's clock,
    /// and only a manager desk may schedule: all in the use case.
    public func scheduleScreening(_ input: Operations.ScheduleScreening.Input) async throws
        -> Operations.ScheduleScreening.Output
    {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let startsAt = try timestamp(request.startsAt, field: "startsAt")
        let schedule = try desk().boxOffice.schedule
        let screening = try await boxOffice { () async throws(BoxOfficeError) in
            guard request.movieID > 0, let movie = try? MovieID(Int(clamping: request.movieID)) else {
                throw .invalidIdentifier(String(request.movieID))
            }
            return try await schedule.execute(
                movieID: movie, hall: Hall(request.hall), startsAt: startsAt, capacity: request.capacity,
                ticketPrice: request.ticketPrice.toDomain(), runtimeMinutes: request.runtimeMinutes)
        }
        return .created(.init(body: .json(.init(screening))))
    }

    /// Runs the desk's change-screening use case: the server's clock,
    /// limits and permissions, over its store.
    public func changeScreening(_ input: Operations.ChangeScreening.Input) async throws
        -> Operations.ChangeScreening.Output
    {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let startsAt = try request.startsAt.map { date in try timestamp(date, field: "startsAt") }
        let change = try desk().boxOffice.change
        let screening = try await boxOffice { () async throws(BoxOfficeError) in
            let id = try ScreeningID(input.path.screeningID)
            return try await change.execute(
                id,
                ScreeningChange(
                    startsAt: startsAt, hall: try request.hall.map(Hall.init),
                    ticketPrice: try request.ticketPrice?.toDomain()))
        }
        return .ok(.init(body: .json(.init(screening))))
    }

    /// The halls, from the server's store.
    public func listHalls(_ input: Operations.ListHalls.Input) async throws -> Operations.ListHalls.Output {
        let halls = try desk().boxOffice.halls
        let all = try await boxOffice { () async throws(BoxOfficeError) in try await halls.execute() }
        return .ok(.init(body: .json(.init(halls: all.map { .init($0) }))))
    }

    /// Adds a hall by the desk's use case (a manager's action).
    public func addHall(_ input: Operations.AddHall.Input) async throws -> Operations.AddHall.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let add = try desk().boxOffice.addHall
        let hall = try await boxOffice { () async throws(BoxOfficeError) in
            try await add.execute(try Hall(request.name), seats: request.seats)
        }
        return .created(.init(body: .json(.init(hall))))
    }

    /// What calling off the screening would do now: the desk's use case
    /// over the server's store and clock.
    public func getScreeningCancellation(_ input: Operations.GetScreeningCancellation.Input) async throws
        -> Operations.GetScreeningCancellation.Output
    {
        let cancel = try desk().boxOffice.cancelScreening
        let impact = try await boxOffice { () async throws(BoxOfficeError) in
            try await cancel.impact(of: try ScreeningID(input.path.screeningID))
        }
        return .ok(.init(body: .json(.init(impact))))
    }

    /// Calls the screening off by the server's clock, recording the desk,
    /// whose role the use case checks.
    public func cancelScreening(_ input: Operations.CancelScreening.Input) async throws
        -> Operations.CancelScreening.Output
    {
        let cancel = try desk().boxOffice.cancelScreening
        let impact = try await boxOffice { () async throws(BoxOfficeError) in
            try await cancel.execute(try ScreeningID(input.path.screeningID))
        }
        return .ok(.init(body: .json(.init(impact))))
    }
}
