import GRDB
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
        try ScreeningRecord(screening).insert(db)
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
