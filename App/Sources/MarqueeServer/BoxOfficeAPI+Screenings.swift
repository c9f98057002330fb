#if Service
public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func listProgram(_ input: Operations.ListProgram.Input) async throws -> Operations.ListProgram.Output {
        let upcoming = try await boxOffice { () async throws(BoxOfficeError) in try await program.execute() }
        return .ok(.init(body: .json(.init(screenings: upcoming.map { .init($0) }))))
    }

    public func listScreenings(_ input: Operations.ListScreenings.Input) async throws
        -> Operations.ListScreenings.Output
    {
        let query = input.query
        let after = try query.startingAfter.map(timestamp)
        let found = try await boxOffice { () async throws(BoxOfficeError) -> [Screening] in
            let hall = try query.hall.map { text throws(BoxOfficeError) in try Hall(text) }
            var ids: Set<ScreeningID>?
            if let raw = query.id {
                var set = Set<ScreeningID>()
                for text in raw { set.insert(try ScreeningID(text)) }
                ids = set
            }
            let candidates: [Screening] =
                if let ids { try await store.screenings(withIDs: ids) } else if let after {
                    try await store.screenings(startingAfter: after)
                } else if let hall { try await store.screenings(in: hall) } else { try await store.allScreenings() }
            return candidates.filter { screening in
                (after.map { screening.startsAt > $0 } ?? true) && (hall.map { screening.hall == $0 } ?? true)
            }
        }
        return .ok(.init(body: .json(.init(screenings: found.map { .init($0) }))))
    }

    public func getScreening(_ input: Operations.GetScreening.Input) async throws -> Operations.GetScreening.Output {
        let screening = try await boxOffice { () async throws(BoxOfficeError) in
            let id = try ScreeningID(input.path.screeningID)
            guard let screening = try await store.screening(withID: id) else { throw .unknownScreening(id) }
            return screening
        }
        return .ok(.init(body: .json(.init(screening))))
    }

    /// A retried request (the same screening stored already) answers it; the
    /// same id with other data is refused.
    public func addScreening(_ input: Operations.AddScreening.Input) async throws -> Operations.AddScreening.Output {
        guard case let .json(fields) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let screening = try await boxOffice { () async throws(BoxOfficeError) in
            try fields.toDomain(id: ScreeningID(input.path.screeningID))
        }
        if let stored = try await storedScreening(screening) { return .ok(.init(body: .json(.init(stored)))) }
        do throws(BoxOfficeError) {
            try await store.add(screening)
        } catch {
            // Two copies of one request racing: the loser meets the winner's row.
            if let stored = try await storedScreening(screening) { return .ok(.init(body: .json(.init(stored)))) }
            throw problems.problem(error)
        }
        return .created(.init(body: .json(.init(screening))))
    }

    /// The stored screening with `screening`'s id when it is the same
    /// screening; a problem when the id holds another one; `nil` when none.
    private func storedScreening(_ screening: Screening) async throws -> Screening? {
        let stored = try await boxOffice { () async throws(BoxOfficeError) in
            try await store.screening(withID: screening.id)
        }
        guard let stored else { return nil }
        let same =
            stored.movieID == screening.movieID && stored.movieTitle == screening.movieTitle
            && stored.hall == screening.hall && stored.startsAt == screening.startsAt
            && stored.runtimeMinutes == screening.runtimeMinutes && stored.capacity == screening.capacity
            && stored.ticketPrice == screening.ticketPrice
        guard same else {
            throw problems.problem(
                .retriedWithOtherData(what: "screening", id: screening.id.rawValue), .retriedWithOtherData, status: 409)
        }
        return stored
    }
}
#endif
