import Glibc
public import Foundation
public import Logging
import MarqueeDataSQLite
public import MarqueeDomain
import MarqueeData
public import MarqueePresentation

/// Everything Marquee needs to know before it starts, read once from flags and
/// the environment. Its initializer is the only place that reads them, and
/// every value it holds is already checked.
public struct AppConfiguration: Sendable {
    /// Where movies come from for this run; TMDB carries its settings, so a
    /// TMDB source without them cannot be built.
    public enum Movies: Sendable {
        /// A source an adapter of this build reads (TMDB, with its credential and addresses).
        case online(any MovieSource)
        /// The bundled offline catalog.
        case offline
    }

    /// Where accounts, screenings and orders are kept.
    public enum AccountsAndBoxOfficeStore: Sendable {
        /// The SQLite file in the data directory (the default).
        case sqliteFile
        /// A server several machines share (PostgreSQL), as an adapter of
        /// this build read its URL; connected to when a command needs it.
        case server(any StoreServer)
        /// A PostgreSQL URL was given but cannot be used (or this build has
        /// no PostgreSQL); commands that need the store end with this, the others run.
        case unusableURL(ConfigurationProblem)
        /// The box office service (`marquee serve`) this desk connects to;
        /// the desk's recent searches and its catalog come from there too
        /// (only in a build with the Service trait).
        case service(ServiceConnection)
    }

    /// A box office service and this desk's token for it.
    public struct ServiceConnection: Sendable {
        /// The service's base URL (scheme, host, port): the only origin the token is sent to.
        public let url: URL
        /// This desk's token.
        public let token: DeskToken
        /// A PEM file of certificates to trust for an `https://` service
        /// (`MARQUEE_SERVER_CA`); `nil` trusts the system's.
        public let trustedCertificatesFile: String?
    }

    /// Where Marquee keeps its data.
    public let dataDirectory: URL
    /// Where accounts and the box office live (recent searches and the
    /// TMDB cache always stay in the data directory).
    public let accountsAndBoxOffice: AccountsAndBoxOfficeStore
    /// Where movies come from for this run.
    public let movies: Movies
    /// The least important log level written to standard error; `nil` logs nothing.
    public let logLevel: Logger.Level?
    /// How long a cached TMDB answer is served without a request (`MARQUEE_CACHE_TTL`, seconds).
    public let cacheTimeToLive: Duration
    /// How many days ahead a screening may start (`MARQUEE_SCHEDULE_DAYS`; a year unless set).
    public let schedulingDays: Int
    /// How many minutes an unpaid order holds its seats (`MARQUEE_HOLD_MINUTES`; 15 unless set).
    public let holdMinutes: Int
    /// The zone times are read and shown in (`TZ`), or why `TZ` cannot be
    /// used: only commands that show times fail on it.
    public let times: Result<LocalTimeFormat, ConfigurationProblem>

    /// The one SQLite file Marquee keeps its data in.
    public var databaseFile: URL { dataDirectory.appendingPathComponent("marquee.sqlite") }

    /// The directory cached poster images are kept in.
    public var postersDirectory: URL { dataDirectory.appendingPathComponent("posters", isDirectory: true) }

    /// The directory the full-screen app's crash reports are kept in
    /// (`marquee-crash-<pid>.log`, mode 0600; removed when the app ends without crashing).
    public var crashReportsDirectory: URL { dataDirectory.appendingPathComponent("crashes", isDirectory: true) }

    /// Where movies come from, as front ends name it.
    public var movieSource: CatalogSource {
        switch movies {
        case let .online(source): source.catalogSource
        case .offline: .offline
        }
    }

    /// The box office service this desk uses, if any (always `nil` in a build without the Service trait).
    public var serviceConnection: ServiceConnection? {
        if case let .service(connection) = accountsAndBoxOffice { return connection }
        return nil
    }

    /// Refuses a data directory given by name that is a file, or that is
    /// missing together with its parent: a typing mistake would otherwise
    /// start a new, empty data directory at any depth. A missing directory
    /// whose parent exists is created when it is first written; the default
    /// location is created with its parents. (A file in the default
    /// location's place is left to the stores, which say so, so that
    /// searches still answer from the catalog.)
    private static func checkGivenDataDirectory(_ directory: URL, setBy: String) throws(ConfigurationProblem) {
        var status = stat()
        if stat(directory.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .dataDirectoryNotADirectory(path: directory.path, file: directory.path, setBy: setBy)
            }
            return
        }
        if errno == ENOTDIR {
            // A parent is a file: name the nearest one that exists.
            var ancestor = directory.deletingLastPathComponent()
            while ancestor.path != "/" {
                if stat(ancestor.path, &status) == 0 {
                    guard status.st_mode & S_IFMT == S_IFDIR else {
                        throw .dataDirectoryNotADirectory(path: directory.path, file: ancestor.path, setBy: setBy)
                    }
                    return
                }
                ancestor = ancestor.deletingLastPathComponent()
            }
            return
        }
        guard errno == ENOENT else { return }
        let parent = directory.deletingLastPathComponent()
        if stat(parent.path, &status) != 0, errno == ENOENT {
            throw .dataDirectoryParentMissing(path: directory.path, parent: parent.path, setBy: setBy)
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
    /// - Throws: `ConfigurationProblem` naming the flag or variable that is unusable.
    public init(
        dataDirectoryOption: String?,
        sourceOption: CatalogSource? = nil,
        databaseURLOption: String? = nil,
        serverURLOption: String? = nil,
        environment: [String: String]
    ) throws(ConfigurationProblem) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let option = dataDirectoryOption {
            guard !option.isEmpty else { throw .emptyDataDirectoryOption }
            dataDirectory = URL(fileURLWithPath: option, isDirectory: true)
            try Self.checkGivenDataDirectory(dataDirectory, setBy: "--data-dir")
        } else if let directory = value("MARQUEE_DATA_DIR") {
            dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
            try Self.checkGivenDataDirectory(dataDirectory, setBy: "MARQUEE_DATA_DIR")
        } else if let xdg = value("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                "marquee", isDirectory: true)
        } else if let home = value("HOME") {
            dataDirectory = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/marquee", isDirectory: true)
        } else {
            throw .noDataDirectory
        }
        movies = try Self.movies(sourceOption, environment: environment)
        if let server = serverURLOption ?? value("MARQUEE_SERVER_URL") {
            guard databaseURLOption == nil else { throw .serverAndDatabaseURL }
            guard BuiltAdapters.service != nil else {
                throw Adapter.service.refusal(
                    of: serverURLOption == nil ? .variable("MARQUEE_SERVER_URL") : .argument("--server"))
            }
            accountsAndBoxOffice = .service(
                try Self.service(
                    server, token: value("MARQUEE_DESK_TOKEN"), trustedCertificates: value("MARQUEE_SERVER_CA")))
        } else if let url = databaseURLOption ?? value("MARQUEE_DATABASE_URL") {
            if let adapter = BuiltAdapters.storeServer {
                switch adapter.server(url: url) {
                case let .success(server): accountsAndBoxOffice = .server(server)
                case let .failure(problem): accountsAndBoxOffice = .unusableURL(problem)
                }
            } else {
                accountsAndBoxOffice = .unusableURL(
                    Adapter.postgreSQL.refusal(
                        of: databaseURLOption == nil ? .variable("MARQUEE_DATABASE_URL") : .argument("--database-url")))
            }
        } else {
            accountsAndBoxOffice = .sqliteFile
        }
        logLevel = try Self.logLevel(value("MARQUEE_LOG"))
        cacheTimeToLive = try Self.cacheTimeToLive(value("MARQUEE_CACHE_TTL"))
        schedulingDays = try Self.schedulingDays(value("MARQUEE_SCHEDULE_DAYS"))
        holdMinutes = try Self.holdMinutes(value("MARQUEE_HOLD_MINUTES"), of: "MARQUEE_HOLD_MINUTES")
        times = Self.times(value("TZ"))
    }

    /// `--source`, else TMDB when a credential is set, else the offline catalog.
    private static func movies(_ source: CatalogSource?, environment: [String: String])
        throws(ConfigurationProblem) -> Movies
    {
        if let adapter = BuiltAdapters.movieSource {
            let online = try adapter.settings(from: environment)
            switch (source, online) {
            case (.tmdb?, nil): throw .tmdbWithoutCredential
            case let (.tmdb?, online?), let (nil, online?): return .online(online)
            case (.offline?, _), (nil, nil): return .offline
            }
        }
        if source == .tmdb { throw Adapter.tmdb.refusal(of: .argument("--source tmdb")) }
        let credential = ["TMDB_ACCESS_TOKEN", "TMDB_API_KEY"].first {
            environment[$0]?.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty == false
        }
        if source == nil, let credential { throw Adapter.tmdb.refusal(of: .variable(credential)) }
        return .offline
    }

    /// `--server` or `MARQUEE_SERVER_URL` with `MARQUEE_DESK_TOKEN`: an
    /// absolute http(s) URL with a host and nothing past its path, and a
    /// token; `MARQUEE_SERVER_CA` for a private CA.
    private static func service(_ text: String, token: String?, trustedCertificates: String?)
        throws(ConfigurationProblem) -> ServiceConnection
    {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil
        else { throw .invalidServerURL(given: text) }
        guard let token else { throw .serverWithoutDeskToken }
        do throws(DeskError) {
            return ServiceConnection(
                url: url, token: try DeskToken(token), trustedCertificatesFile: trustedCertificates)
        } catch {
            throw .invalidDeskToken
        }
    }

    /// `TZ`: a zone this system knows (`Europe/Berlin`, `UTC`, `:Europe/Berlin`), else the system's own.
    private static func times(_ text: String?) -> Result<LocalTimeFormat, ConfigurationProblem> {
        guard let text else { return .success(.current) }
        let name = text.hasPrefix(":") ? String(text.dropFirst()) : text
        if let zone = TimeZone(identifier: name) { return .success(LocalTimeFormat(timeZone: zone)) }
        return .failure(.unknownTimeZone(given: text))
    }

    /// `MARQUEE_CACHE_TTL`: whole seconds, 0 to always ask TMDB (the cache is then only the fallback).
    private static func cacheTimeToLive(_ text: String?) throws(ConfigurationProblem) -> Duration {
        guard let text else { return CachingMoviesRepository.defaultTimeToLive }
        guard let seconds = Int(text), seconds >= 0 else { throw .invalidCacheTimeToLive(given: text) }
        return .seconds(seconds)
    }

    /// `MARQUEE_SCHEDULE_DAYS`: whole days, within ``ScheduleScreeningInteractor/schedulingDaysRange``.
    private static func schedulingDays(_ text: String?) throws(ConfigurationProblem) -> Int {
        let range = ScheduleScreeningInteractor.schedulingDaysRange
        guard let text else { return ScheduleScreeningInteractor.defaultSchedulingDays }
        guard let days = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(days) else {
            throw .invalidSchedulingDays(given: text, range: range)
        }
        return days
    }

    /// How long a hold lasts, in whole minutes within ``/MarqueeDomain/SeatHolds/minutesRange``:
    /// `MARQUEE_HOLD_MINUTES`, or `marquee serve --hold`.
    public static func holdMinutes(_ text: String?, of setting: String) throws(ConfigurationProblem) -> Int {
        let range = SeatHolds.minutesRange
        guard let text else { return SeatHolds.defaultMinutes }
        guard let minutes = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(minutes) else {
            throw .invalidHoldMinutes(given: text, range: range, setting: setting)
        }
        return minutes
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
