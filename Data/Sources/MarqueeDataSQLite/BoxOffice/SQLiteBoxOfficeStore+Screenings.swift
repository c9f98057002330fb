import GRDB
import MarqueeData
public import MarqueeDomain

extension SQLiteBoxOfficeStore {
    public func add(_ screening: Screening) async throws(BoxOfficeError) {
        try await write { db in try Self.insertIfFree(screening, in: db) }
    }

    /// Writes `screening` unless its identifier is taken or its hall is busy then.
    static func insertIfFree(_ screening: Screening, in db: Database) throws {
        guard try !ScreeningRecord.exists(db, key: screening.id.rawValue) else {
            throw BoxOfficeError.storageFailed(
                StorageFailure(.duplicate(.screening(id: screening.id.rawValue)), place: .unknown))
        }
        let sameHall = try Self.screenings(ScreeningRecord.filter(Column("hall") == screening.hall.name), in: db)
        if let conflict = sameHall.first(where: screening.conflicts(with:)) {
            throw BoxOfficeError.hallBusy(conflicting: conflict)
        }
        try keepHall(of: screening, in: db)
        try ScreeningRecord(screening).insert(db)
    }

    /// Checks `screening`'s seats against its stored hall, or stores the
    /// hall with them when there is none.
    static func keepHall(of screening: Screening, in db: Database) throws {
        if let stored = try HallRecord.fetchOne(db, key: screening.hall.name)?.toDomain() {
            _ = try stored.seats(for: screening.capacity)
        } else {
            try HallRecord(CinemaHall(screening.hall, seats: screening.capacity)).insert(db)
        }
    }

    public func addHall(_ hall: CinemaHall) async throws(BoxOfficeError) {
        try await write { db in
            if let stored = try HallRecord.fetchOne(db, key: hall.hall.name)?.toDomain() {
                throw BoxOfficeError.hallExists(stored)
            }
            try HallRecord(hall).insert(db)
        }
    }

    public func hall(named name: Hall) async throws(BoxOfficeError) -> CinemaHall? {
        try await read { db in try HallRecord.fetchOne(db, key: name.name)?.toDomain() }
    }

    public func allHalls() async throws(BoxOfficeError) -> [CinemaHall] {
        try await read { db in try HallRecord.order(Column("name")).fetchAll(db).map { try $0.toDomain() } }
    }

    public func change(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening {
        try await write { db in
            guard let stored = try ScreeningRecord.fetchOne(db, id: id.rawValue)?.toDomain() else {
                throw BoxOfficeError.unknownScreening(id)
            }
            let changed = try stored.applying(change)
            let sameHall = try Self.screenings(ScreeningRecord.filter(Column("hall") == changed.hall.name), in: db)
            if let conflict = sameHall.first(where: changed.conflicts(with:)) {
                throw BoxOfficeError.hallBusy(conflicting: conflict)
            }
            try Self.keepHall(of: changed, in: db)
            try ScreeningRecord(changed).update(db)
            return changed
        }
    }

    public func screening(withID id: ScreeningID) async throws(BoxOfficeError) -> Screening? {
        try await read { db in try ScreeningRecord.fetchOne(db, id: id.rawValue)?.toDomain() }
    }

    public func screenings(withIDs ids: Set<ScreeningID>) async throws(BoxOfficeError) -> [Screening] {
        let keys = ids.map(\.rawValue)
        return try await read { db in try Self.screenings(ScreeningRecord.filter(keys: keys), in: db) }
    }

    public func screenings(startingAfter time: Timestamp) async throws(BoxOfficeError) -> [Screening] {
        try await read { db in
            try Self.screenings(ScreeningRecord.filter(Column("starts_at") > time.secondsSinceEpoch), in: db)
        }
    }

    public func allScreenings() async throws(BoxOfficeError) -> [Screening] {
        try await read { db in try Self.screenings(ScreeningRecord.all(), in: db) }
    }

    public func screenings(in hall: Hall) async throws(BoxOfficeError) -> [Screening] {
        try await read { db in try Self.screenings(ScreeningRecord.filter(Column("hall") == hall.name), in: db) }
    }

    /// The screenings `request` selects, earliest first, then by hall.
    static func screenings(_ request: QueryInterfaceRequest<ScreeningRecord>, in db: Database) throws -> [Screening] {
        try request.order(Column("starts_at"), Column("hall"), Column("id")).fetchAll(db).map { record throws in
            try record.toDomain()
        }
    }
}
