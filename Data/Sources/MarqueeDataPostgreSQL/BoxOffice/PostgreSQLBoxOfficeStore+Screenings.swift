import MarqueeData
public import MarqueeDomain
import PostgresNIO

extension PostgreSQLBoxOfficeStore {
    public func add(_ screening: Screening) async throws(BoxOfficeError) {
        try await write { connection, logger in
            try await Self.lockHall(screening.hall.name, on: connection, logger: logger)
            try await Self.insertIfFree(screening, on: connection, logger: logger)
        }
    }

    public func change(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening {
        try await write { connection, logger in
            // The hall it goes to is locked as for scheduling, then the
            // screening's row (its seats sold, as placing locks it).
            let current = try await Self.screenings(
                "\(unescaped: Self.screeningColumns) WHERE id = \(id.rawValue)", on: connection, logger: logger)
            guard let hall = change.hall ?? current.first?.hall else { throw BoxOfficeError.unknownScreening(id) }
            try await Self.lockHall(hall.name, on: connection, logger: logger)
            let locked = try await Self.screenings(
                "\(unescaped: Self.screeningColumns) WHERE id = \(id.rawValue) FOR UPDATE", on: connection,
                logger: logger)
            guard let stored = locked.first else { throw BoxOfficeError.unknownScreening(id) }
            let changed = try stored.applying(change)
            // Moved to another hall meanwhile: lock the one it stays in.
            if changed.hall != hall { try await Self.lockHall(changed.hall.name, on: connection, logger: logger) }
            let sameHall = try await Self.screenings(
                "\(unescaped: Self.screeningColumns) WHERE hall = \(changed.hall.name) \(unescaped: Self.screeningOrder)",
                on: connection, logger: logger)
            if let conflict = sameHall.first(where: changed.conflicts(with:)) {
                throw BoxOfficeError.hallBusy(conflicting: conflict)
            }
            try await Self.keepHall(of: changed, on: connection, logger: logger)
            let record = ScreeningRecord(changed)
            try await connection.query(
                """
                UPDATE marquee.screenings
                SET hall = \(record.hall), starts_at = \(record.startsAt),
                    ticket_price_minor_units = \(record.ticketPriceMinorUnits), currency = \(record.currency)
                WHERE id = \(record.id)
                """,
                logger: logger)
            return changed
        }
    }

    /// Checks `screening`'s seats against its stored hall, or stores the
    /// hall with them when there is none; the caller holds the hall's lock.
    static func keepHall(of screening: Screening, on connection: PostgresConnection, logger: Logger) async throws {
        if let stored = try await storedHall(screening.hall, on: connection, logger: logger) {
            _ = try stored.seats(for: screening.capacity)
        } else {
            try await insertHall(CinemaHall(screening.hall, seats: screening.capacity), on: connection, logger: logger)
        }
    }

    public func addHall(_ hall: CinemaHall) async throws(BoxOfficeError) {
        try await write { connection, logger in
            try await Self.lockHall(hall.hall.name, on: connection, logger: logger)
            if let stored = try await Self.storedHall(hall.hall, on: connection, logger: logger) {
                throw BoxOfficeError.hallExists(stored)
            }
            try await Self.insertHall(hall, on: connection, logger: logger)
        }
    }

    public func hall(named name: Hall) async throws(BoxOfficeError) -> CinemaHall? {
        try await read { connection, logger in try await Self.storedHall(name, on: connection, logger: logger) }
    }

    public func allHalls() async throws(BoxOfficeError) -> [CinemaHall] {
        try await read { connection, logger in
            try await connection.query("SELECT name, seats FROM marquee.halls ORDER BY name", logger: logger)
                .collect().map { row in try Self.hall(row) }
        }
    }

    private static func storedHall(_ name: Hall, on connection: PostgresConnection, logger: Logger) async throws
        -> CinemaHall?
    {
        try await connection.query("SELECT name, seats FROM marquee.halls WHERE name = \(name.name)", logger: logger)
            .collect().first.map { row in try hall(row) }
    }

    private static func insertHall(_ hall: CinemaHall, on connection: PostgresConnection, logger: Logger) async throws {
        let record = HallRecord(hall)
        try await connection.query(
            "INSERT INTO marquee.halls (name, seats) VALUES (\(record.name), \(record.seats))", logger: logger)
    }

    private static func hall(_ row: PostgresRow) throws -> CinemaHall {
        let (name, seats) = try row.decode((String, Int64).self)
        return try HallRecord(name: name, seats: seats).toDomain()
    }

    /// Queues schedulers of one hall: the screening that would conflict may
    /// not exist yet, so there is no row to lock.
    static func lockHall(_ hall: String, on connection: PostgresConnection, logger: Logger) async throws {
        _ = try await connection.query(
            "SELECT pg_advisory_xact_lock(hashtext(\("marquee.hall:" + hall)))", logger: logger
        ).collect()
    }

    /// Writes `screening` unless its identifier is taken or its hall is busy
    /// then; the caller holds the hall's lock.
    static func insertIfFree(_ screening: Screening, on connection: PostgresConnection, logger: Logger) async throws {
        let record = ScreeningRecord(screening)
        let taken = try await connection.query(
            "SELECT 1 FROM marquee.screenings WHERE id = \(record.id)", logger: logger
        ).collect()
        guard taken.isEmpty else {
            throw BoxOfficeError.storageFailed(
                StorageFailure(.duplicate(.screening(id: screening.id.rawValue)), place: .unknown))
        }
        let sameHall = try await Self.screenings(
            "\(unescaped: Self.screeningColumns) WHERE hall = \(record.hall) \(unescaped: Self.screeningOrder)",
            on: connection, logger: logger
        )
        if let conflict = sameHall.first(where: screening.conflicts(with:)) {
            throw BoxOfficeError.hallBusy(conflicting: conflict)
        }
        try await keepHall(of: screening, on: connection, logger: logger)
        try await connection.query(record.insert(into: "marquee.screenings"), logger: logger)
    }

    public func screening(withID id: ScreeningID) async throws(BoxOfficeError) -> Screening? {
        try await read { connection, logger in
            try await Self.screenings(
                "\(unescaped: Self.screeningColumns) WHERE id = \(id.rawValue)", on: connection, logger: logger)
        }.first
    }

    public func screenings(withIDs ids: Set<ScreeningID>) async throws(BoxOfficeError) -> [Screening] {
        let keys = ids.map(\.rawValue)
        return try await read { connection, logger in
            try await Self.screenings(
                "\(unescaped: Self.screeningColumns) WHERE id = ANY(\(keys)) \(unescaped: Self.screeningOrder)",
                on: connection, logger: logger
            )
        }
    }

    public func screenings(startingAfter time: Timestamp) async throws(BoxOfficeError) -> [Screening] {
        try await read { connection, logger in
            try await Self.screenings(
                """
                \(unescaped: Self.screeningColumns) WHERE starts_at > \(time.secondsSinceEpoch) \
                \(unescaped: Self.screeningOrder)
                """,
                on: connection, logger: logger
            )
        }
    }

    public func allScreenings() async throws(BoxOfficeError) -> [Screening] {
        try await read { connection, logger in
            try await Self.screenings(
                "\(unescaped: Self.screeningColumns) \(unescaped: Self.screeningOrder)", on: connection, logger: logger)
        }
    }

    public func screenings(in hall: Hall) async throws(BoxOfficeError) -> [Screening] {
        try await read { connection, logger in
            try await Self.screenings(
                "\(unescaped: Self.screeningColumns) WHERE hall = \(hall.name) \(unescaped: Self.screeningOrder)",
                on: connection, logger: logger
            )
        }
    }

    // MARK: Rows

    /// The columns ``ScreeningRecord`` is read from, in its order (a constant, not input).
    static let screeningColumns = "SELECT \(ScreeningRecord.columnList) FROM marquee.screenings"

    /// Earliest first, then by hall, as the port promises.
    static let screeningOrder = "ORDER BY starts_at, hall, id"

    /// The screenings `query` (``screeningColumns`` and a condition) selects, in its order.
    static func screenings(_ query: PostgresQuery, on connection: PostgresConnection, logger: Logger) async throws
        -> [Screening]
    {
        try await connection.query(query, logger: logger).collect().map { row in
            try ScreeningRecord(columnsOf: row).toDomain()
        }
    }
}
