public import Foundation
@@if swiftlog
public import Logging
@@endif
public import SkeletonPresentation
@@if postgresql

#if PostgreSQL
public import SkeletonPostgreSQL
#endif
@@endif

/// Everything Skeleton needs to know before it starts, read once from flags
/// and the environment. Its initializer is the only place that reads them,
/// and every value it holds is already checked.
public struct AppConfiguration: Sendable {
@@if postgresql
    /// Where the contexts' data is kept.
    public enum Store: Sendable {
        /// The SQLite file in the data directory (the default).
        case sqliteFile
        #if PostgreSQL
        /// A PostgreSQL server several machines share.
        case postgres(PostgreSQLSettings)
        #endif
        /// A PostgreSQL URL was given but cannot be used (or this build has
        /// no PostgreSQL); commands that need the store end with this, the others run.
        case unusableURL(ConfigurationProblem)
    }

@@endif
    /// Where Skeleton keeps its data.
    public let dataDirectory: URL
@@if postgresql
    /// Where the contexts' data lives.
    public let store: Store
@@endif
@@if swiftlog
    /// The least important log level written to standard error; `nil` logs nothing.
    public let logLevel: Logger.Level?
@@endif
@@if sqlite

    /// The one SQLite file Skeleton keeps its data in.
    public var databaseFile: URL { dataDirectory.appendingPathComponent("skeleton.sqlite") }
@@endif

    /// Reads the configuration.
    ///
    /// The data directory is the first of: `--data-dir`, `SKELETON_DATA_DIR`,
    /// `$XDG_DATA_HOME/skeleton` (when absolute, as the XDG spec requires),
    /// `$HOME/.local/share/skeleton`.
@@if postgresql
    /// The data lives in PostgreSQL when `--database-url` or
    /// `SKELETON_DATABASE_URL` names a server (a build without the PostgreSQL
    /// trait refuses it where the data is needed), else in the data directory's SQLite file.
@@endif
@@if swiftlog
    /// `SKELETON_LOG` (`trace` … `critical`) turns on logging to standard error.
@@endif
    ///
    /// - Throws: ``ConfigurationProblem`` naming the flag or variable that is unusable.
    public init(
        dataDirectoryOption: String?,
@@if postgresql
        databaseURLOption: String? = nil,
@@endif
        environment: [String: String]
    ) throws(ConfigurationProblem) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let option = dataDirectoryOption {
            guard !option.isEmpty else { throw .emptyDataDirectoryOption }
            dataDirectory = URL(fileURLWithPath: option, isDirectory: true)
        } else if let directory = value("SKELETON_DATA_DIR") {
            dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        } else if let xdg = value("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "skeleton", isDirectory: true)
        } else if let home = value("HOME") {
            dataDirectory = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/skeleton", isDirectory: true)
        } else {
            throw .noDataDirectory
        }
@@if postgresql
        if let url = databaseURLOption ?? value("SKELETON_DATABASE_URL") {
            #if PostgreSQL
            store = Self.postgres(url)
            #else
            store = .unusableURL(
                Adapter.postgreSQL.refusal(
                    of: databaseURLOption == nil ? .variable("SKELETON_DATABASE_URL") : .argument("--database-url")))
            #endif
        } else {
            store = .sqliteFile
        }
@@endif
@@if swiftlog
        logLevel = try Self.logLevel(value("SKELETON_LOG"))
@@endif
    }
@@if postgresql

    #if PostgreSQL
    /// `--database-url` or `SKELETON_DATABASE_URL`: the PostgreSQL server it names.
    private static func postgres(_ url: String) -> Store {
        do throws(PostgreSQLError) {
            return .postgres(try PostgreSQLSettings(url: url))
        } catch {
            guard case let .invalidURL(problem) = error.kind else { return .unusableURL(.invalidDatabaseURL(.notAURL)) }
            return .unusableURL(.invalidDatabaseURL(DatabaseURLProblem(problem)))
        }
    }
    #endif
@@endif
@@if swiftlog

    private static func logLevel(_ text: String?) throws(ConfigurationProblem) -> Logger.Level? {
        guard let text else { return nil }
        let lowered = text.lowercased()
        if lowered == "off" || lowered == "none" { return nil }
        guard let level = Logger.Level(rawValue: lowered) else {
            throw .invalidLogLevel(given: text, levels: Logger.Level.allCases.map(\.rawValue))
        }
        return level
    }
@@endif
}
@@if postgresql

#if PostgreSQL
extension DatabaseURLProblem {
    /// What the driver found wrong with the URL, in the words of configuration.
    init(_ problem: PostgreSQLError.URLProblem) {
        switch problem {
        case .notPostgres: self = .notPostgres
        case .notAURL: self = .notAURL
        case .noHost: self = .noHost
        case .noUser: self = .noUser
        case .noDatabase: self = .noDatabase
        case .portOutOfRange: self = .portOutOfRange
        case let .invalidParameter(name, value, allowed):
            self = .invalidParameter(name: name, value: value, allowed: Allowed(allowed))
        case let .unsupportedParameter(name, supported):
            self = .unsupportedParameter(name: name, supported: supported)
        }
    }
}

extension DatabaseURLProblem.Allowed {
    init(_ allowed: PostgreSQLError.Allowed) {
        switch allowed {
        case let .oneOf(words): self = .oneOf(words)
        case let .seconds(range): self = .seconds(range)
        case let .milliseconds(range): self = .milliseconds(range)
        case let .count(range): self = .count(range)
        case .filePath: self = .filePath
        }
    }
}
#endif
@@endif
