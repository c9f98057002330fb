@@if swiftlog
import Logging
@@endif
public import SkeletonCommandLine
import SkeletonData
public import SkeletonDomain
public import SkeletonPresentation
@@if sqlite
import SkeletonSQLite
@@endif
@@if http

#if HTTP
import SkeletonHTTPClient
#endif
@@endif
@@if postgresql

#if PostgreSQL
import SkeletonDataPostgreSQL
import SkeletonPostgreSQL
#endif
@@endif

/// The composition root: the one place that builds Skeleton's ports from an
/// ``AppConfiguration`` and hands each bounded context its use cases (one
/// `AppComposition+<Context>.swift` each). Every front end takes them from
/// here. It opens only what is asked for, and each store once; it runs nothing.
@@if traits
///
/// The drivers App's package traits leave out of a build (see ``Adapter``)
/// are left out here too, behind `#if`: the composition root and the
/// configuration are the only places outside the drivers' own modules that know of traits.
@@endif
@MainActor
public final class AppComposition {
    /// What this run was configured with.
    public let configuration: AppConfiguration
    /// Whether log lines go to standard error (not while the full screen is open).
    let logsToStandardError: Bool
@@if sqlite

    private var sqlite: Result<SQLiteDatabase, StorageFailure>?
@@endif

    /// Creates the root for `configuration`; nothing is opened yet.
    public init(configuration: AppConfiguration, logsToStandardError: Bool = true) {
        self.configuration = configuration
        self.logsToStandardError = logsToStandardError
    }

@@if http
    /// Closes what was opened (the HTTP clients the process shares); call it
    /// once as the program ends.
    public func shutdown() async {
        #if HTTP
        await HTTPClientNetworkService.shutdownSharedClients()
        #endif
    }
@@else
    /// Closes what was opened; call it once as the program ends.
    public func shutdown() async {}
@@endif

    /// Where new identities come from: short random ids starting with
    /// `prefix`, such as `note-7k2m9x4qd1`.
    func ids(prefix: String) -> any IDGenerator {
        RandomIDGenerator(prefix: prefix)
    }
@@if sqlite

    /// The SQLite file in the data directory, opened once (created and
    /// migrated when needed; read-only when it cannot be written), or why it
    /// cannot be opened. The file is never overwritten.
    func openSQLite() -> Result<SQLiteDatabase, StorageFailure> {
        if let sqlite { return sqlite }
        let opened: Result<SQLiteDatabase, StorageFailure>
        do throws(SQLiteError) {
            opened = .success(try SkeletonDatabase.open(at: .file(configuration.databaseFile)))
        } catch {
            opened = .failure(StorageFailure(error))
        }
        sqlite = opened
        return opened
    }
@@endif
@@if postgresql

    #if PostgreSQL
    /// The PostgreSQL database `settings` names (the configuration's
    /// `.postgres` store), connected and migrated to Skeleton's schema
    /// (`SkeletonPostgreSQLSchema`), or the failure that ends the command:
    /// what a context's PostgreSQL store is built over (Scripts/new-feature
    /// --postgresql wires one).
    func openPostgreSQL(_ settings: PostgreSQLSettings) async throws(CompositionFailure) -> PostgreSQLDatabase {
        do throws(PostgreSQLError) {
            return try await SkeletonPostgreSQLSchema.open(settings)
        } catch {
            throw CompositionFailure(StorageFailure(error))
        }
    }
    #endif
@@endif
@@if http

    #if HTTP
    /// An HTTP client for the web API `config` describes (base URL, headers,
    /// timeouts, retries), logging through `skeleton.http`: what a context's
    /// repository over a web API is built with. The process shares one
    /// connection pool, which ``shutdown()`` closes.
    func network(_ config: NetworkConfig) -> HTTPClientNetworkService {
        HTTPClientNetworkService(config: config, logger: logger("skeleton.http"))
    }
    #endif
@@endif
@@if swiftlog

    /// A logger for `label`: standard error at the configured level, or nothing.
    func logger(_ label: String) -> Logger {
        guard let level = configuration.logLevel, logsToStandardError else {
            return Logger(label: label) { _ in SwiftLogNoOpLogHandler() }
        }
        var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = level
        return logger
    }
@@endif
}

/// A part could not be built; the command ends with this output.
public struct CompositionFailure: Error {
    /// What the command prints and how it ends.
    public let output: CommandOutput

    /// Creates a failure ending with `output`.
    public init(_ output: CommandOutput) {
        self.output = output
    }

    /// The failure when the store cannot be used: its one line.
    public init(_ failure: StorageFailure) {
        self.init(.failed(failure.userMessage))
    }
}
