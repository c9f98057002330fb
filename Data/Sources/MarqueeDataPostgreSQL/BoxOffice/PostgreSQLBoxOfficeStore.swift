import MarqueeData
public import MarqueeDomain
public import MarqueePostgreSQL
import PostgresNIO

/// Screenings and orders in PostgreSQL, shared by every ticket desk that
/// names the same server: one store behind both ``/MarqueeDomain/ScreeningRepository`` and
/// ``/MarqueeDomain/OrderRepository``, because placing and cancelling an order change both
/// in one transaction.
///
/// ## Row locks, not serializable retries
///
/// Every write is one `READ COMMITTED` transaction that first locks the rows
/// it will change — `SELECT … FOR UPDATE` on the screenings of an order (in
/// identifier order, so two orders never wait on each other in a circle), on
/// the order being paid or cancelled — then maps them to domain values,
/// applies the domain method (``/MarqueeDomain/Screening/reserve(_:)``, ``/MarqueeDomain/Order/pay(at:by:)``…),
/// writes and commits. A second buyer of the same screening waits on the lock
/// and then sees the seats the first one took, so "two buyers, one last seat"
/// ends with one order and one ``/MarqueeDomain/BoxOfficeError/soldOut(seatsLeft:)``, with
/// no retry loop to tune and no error a desk must understand.
/// Scheduling takes a transaction-scoped advisory lock on the hall, since the
/// screening that would conflict does not exist yet to be locked.
/// Serializable isolation would give the same outcomes but make the loser
/// retry the whole transaction on a serialization failure; the locks make it
/// wait instead, which is cheaper for the hot path (many buyers, one screening).
public struct PostgreSQLBoxOfficeStore: ScreeningRepository, OrderRepository {
    let database: PostgreSQLDatabase

    /// Creates the store over an open database (see ``MarqueePostgreSQLSchema``).
    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    /// Runs `body` on a pooled connection; domain errors pass through, any
    /// other failure becomes ``BoxOfficeError/storageFailed(_:)`` with the
    /// driver's one-line message.
    func read<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T)
        async throws(BoxOfficeError) -> T
    {
        do {
            return try await database.read(body)
        } catch {
            throw mapped(error)
        }
    }

    /// Runs `body` in one transaction, committed only if it returns.
    func write<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T)
        async throws(BoxOfficeError) -> T
    {
        do {
            return try await database.write(body)
        } catch {
            throw mapped(error)
        }
    }

    private func mapped(_ error: any Error) -> BoxOfficeError {
        let target = database.settings.targetDatabase
        let place = StoragePlace.server(database: target.name, address: target.address, user: target.user)
        switch error {
        case let .storageFailed(failure) as BoxOfficeError: return .storageFailed(failure.placed(at: place))
        case let error as BoxOfficeError: return error
        case let error as PostgreSQLError: return .storageFailed(StorageFailure(error))
        case let row as UnreadableRow: return .storageFailed(StorageFailure(row, place: place))
        default: return .storageFailed(StorageFailure(.refused(code: "unexpected"), place: place))
        }
    }
}
