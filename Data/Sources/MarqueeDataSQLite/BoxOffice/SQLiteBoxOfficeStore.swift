import GRDB
import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

/// Screenings and orders in Marquee's SQLite database: one store behind both
/// ``/MarqueeDomain/ScreeningRepository`` and ``/MarqueeDomain/OrderRepository``, because placing and
/// cancelling an order change both in one transaction.
///
/// Every write is one `BEGIN IMMEDIATE` transaction that reads the stored
/// rows, maps them to domain values, applies the domain method
/// (``/MarqueeDomain/Screening/reserve(_:)``, ``/MarqueeDomain/Order/pay(at:by:)``…), writes the result and
/// commits, or rolls back on any throw. The immediate lock serialises writers
/// across connections and processes, so two buyers of the last seat cannot
/// both succeed and nothing is ever half-written.
public struct SQLiteBoxOfficeStore: ScreeningRepository, OrderRepository {
    let database: SQLiteDatabase

    /// Creates the store over an open database (see ``MarqueeDatabase``).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Runs `body` on a read snapshot; domain errors pass through, any other
    /// failure becomes ``BoxOfficeError/storageFailed(_:)``.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(BoxOfficeError) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw mapped(error)
        }
    }

    /// Runs `body` in one immediate transaction, committed only if it returns.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(BoxOfficeError) -> T {
        do {
            return try await database.write(body)
        } catch {
            throw mapped(error)
        }
    }

    private func mapped(_ error: any Error) -> BoxOfficeError {
        let path = database.location.description
        switch error {
        case let .storageFailed(failure) as BoxOfficeError: return .storageFailed(failure.placed(at: .file(path)))
        case let error as BoxOfficeError: return error
        default: return .storageFailed(StorageFailure.from(error, path: path))
        }
    }
}
