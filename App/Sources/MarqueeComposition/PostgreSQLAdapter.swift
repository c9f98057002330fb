// Compiled only with the PostgreSQL trait: its one value, ``PostgreSQLAdapter``,
// is an entry of ``BuiltAdapters/all``.
#if PostgreSQL
import MarqueeData
import MarqueeDataPostgreSQL
import MarqueeDomain
public import MarqueePostgreSQL
public import MarqueePresentation

/// Customers, screenings and orders on the PostgreSQL server
/// `--database-url` or `MARQUEE_DATABASE_URL` names.
struct PostgreSQLAdapter: StoreServerAdapter {
    var adapter: Adapter { .postgreSQL }

    func server(url: String) -> Result<any StoreServer, ConfigurationProblem> {
        do throws(PostgreSQLError) {
            return .success(PostgreSQLServer(settings: try PostgreSQLSettings(url: url)))
        } catch {
            guard case let .invalidURL(problem) = error.kind else {
                return .failure(.invalidDatabaseURL(SettingPhrase(PostgreSQLError.URLProblem.notAURL)))
            }
            return .failure(.invalidDatabaseURL(SettingPhrase(problem)))
        }
    }
}

/// A PostgreSQL server, parsed from its URL.
struct PostgreSQLServer: StoreServer {
    let settings: PostgreSQLSettings

    func open() async -> Result<any Stores, StorageFailure> {
        do throws(PostgreSQLError) {
            return .success(try await PostgreSQLStores.open(settings))
        } catch {
            return .failure(StorageFailure(error))
        }
    }
}

/// A database URL's problem, in the driver's words (never the password).
extension PostgreSQLError.URLProblem: @retroactive SettingProblem {}
#endif
