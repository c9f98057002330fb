import Foundation
import Logging
import MarqueeData
import MarqueeDataTMDB
import MarqueePostgreSQL
import MarqueePresentation

/// Everything Marquee needs to know before it starts, read once from flags and
/// the environment. Its initializer is the only place that reads them, and
/// every value it holds is already checked.
struct AppConfiguration {
    /// Where movies come from for this run; TMDB carries its settings, so a
    /// TMDB source without them cannot be built.
    enum Movies {
        case tmdb(TMDBSettings)
        case offline
    }

    /// Where accounts, screenings and orders are kept.
    enum AccountsAndBoxOfficeStore {
        /// The SQLite file in the data directory (the default).
        case sqliteFile
        /// A PostgreSQL server several machines share.
        case postgres(PostgreSQLSettings)
        /// A PostgreSQL URL was given but cannot be used; commands that need
        /// the store end with this, the others run.
        case unusableURL(PostgreSQLError)
    }

    /// Where Marquee keeps its data.
    let dataDirectory: URL
    /// Where accounts and the box office live (recent searches and the
    /// TMDB cache always stay in the data directory).
    let accountsAndBoxOffice: AccountsAndBoxOfficeStore
    /// Where movies come from for this run.
    let movies: Movies
    /// The least important log level written to standard error; `nil` logs nothing.
    let logLevel: Logger.Level?
    /// How long a cached TMDB answer is served without a request (`MARQUEE_CACHE_TTL`, seconds).
    let cacheTimeToLive: Duration

    /// The one SQLite file Marquee keeps its data in.
    var databaseFile: URL { dataDirectory.appendingPathComponent("marquee.sqlite") }

    /// The directory cached poster images are kept in.
    var postersDirectory: URL { dataDirectory.appendingPathComponent("posters", isDirectory: true) }

    /// Where movies come from, as screens name it.
    var movieSource: CatalogSource {
        switch movies {
        case .tmdb: .tmdb
        case .offline: .offline
        }
    }

    /// Reads the configuration.
    ///
    /// The data directory is the first of: `--data-dir`, `MARQUEE_DATA_DIR`,
    /// `$XDG_DATA_HOME/marquee` (when absolute, as the XDG spec requires),
    /// `$HOME/.local/share/marquee`. Accounts, screenings and orders live in
    /// PostgreSQL when `--database-url` or `MARQUEE_DATABASE_URL` names a
    /// server, else in the data directory's SQLite file. Movies come from `--source` when given,
    /// else from TMDB when `TMDB_ACCESS_TOKEN` or `TMDB_API_KEY` is set, else
    /// from the offline catalog. `MARQUEE_LOG` (`trace` … `critical`) turns on
    /// logging to standard error.
    ///
    /// - Throws: ``ConfigurationProblem`` naming the flag or variable that is unusable.
    init(
        dataDirectoryOption: String?,
        sourceOption: CatalogSource? = nil,
        databaseURLOption: String? = nil,
        environment: [String: String]
    ) throws(ConfigurationProblem) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let option = dataDirectoryOption {
            guard !option.isEmpty else { throw .emptyDataDirectoryOption }
            dataDirectory = URL(fileURLWithPath: option, isDirectory: true)
        } else if let directory = value("MARQUEE_DATA_DIR") {
            dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        } else if let xdg = value("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "marquee", isDirectory: true)
        } else if let home = value("HOME") {
            dataDirectory = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/marquee", isDirectory: true)
        } else {
            throw .noDataDirectory
        }
        let tmdb = try TMDBSettings.read(from: environment)
        switch (sourceOption, tmdb) {
        case (.tmdb?, nil): throw .tmdbWithoutCredential
        case let (.tmdb?, settings?), let (nil, settings?): movies = .tmdb(settings)
        case (.offline?, _), (nil, nil): movies = .offline
        }
        accountsAndBoxOffice = Self.accountsAndBoxOffice(databaseURLOption ?? value("MARQUEE_DATABASE_URL"))
        logLevel = try Self.logLevel(value("MARQUEE_LOG"))
        cacheTimeToLive = try Self.cacheTimeToLive(value("MARQUEE_CACHE_TTL"))
    }

    /// `--database-url` or `MARQUEE_DATABASE_URL`: PostgreSQL when given, else the SQLite file.
    private static func accountsAndBoxOffice(_ url: String?) -> AccountsAndBoxOfficeStore {
        guard let url else { return .sqliteFile }
        do throws(PostgreSQLError) {
            return .postgres(try PostgreSQLSettings(url: url))
        } catch {
            return .unusableURL(error)
        }
    }

    /// `MARQUEE_CACHE_TTL`: whole seconds, 0 to always ask TMDB (the cache is then only the fallback).
    private static func cacheTimeToLive(_ text: String?) throws(ConfigurationProblem) -> Duration {
        guard let text else { return CachingMoviesRepository.defaultTimeToLive }
        guard let seconds = Int(text), seconds >= 0 else { throw .invalidCacheTimeToLive(given: text) }
        return .seconds(seconds)
    }

    private static func logLevel(_ text: String?) throws(ConfigurationProblem) -> Logger.Level? {
        guard let text else { return nil }
        let lowered = text.lowercased()
        if lowered == "off" || lowered == "none" { return nil }
        guard let level = Logger.Level(rawValue: lowered) else {
            throw .invalidLogLevel(given: text, levels: Logger.Level.allCases.map(\.rawValue))
        }
        return level
    }
}
