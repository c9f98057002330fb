import Foundation
import Logging
import MarqueeData

/// Everything Marquee needs to know before it starts, read once from flags and
/// the environment. Its initializer is the only place that reads them.
struct AppConfiguration: Equatable {
    /// Why a configuration cannot be built.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// Where Marquee keeps its data.
    let dataDirectory: URL
    /// Where movies come from for this run.
    let movieSource: MovieSource
    /// How to reach TMDB; `nil` when no credential is set.
    let tmdb: TMDBSettings?
    /// The least important log level written to standard error; `nil` logs nothing.
    let logLevel: Logger.Level?
    /// How long a cached TMDB answer is served without a request (`MARQUEE_CACHE_TTL`, seconds).
    let cacheTimeToLive: Duration

    /// The one SQLite file Marquee keeps its data in.
    var databaseFile: URL { dataDirectory.appendingPathComponent("marquee.sqlite") }

    /// The directory cached poster images are kept in.
    var postersDirectory: URL { dataDirectory.appendingPathComponent("posters", isDirectory: true) }

    /// Reads the configuration.
    ///
    /// The data directory is the first of: `--data-dir`, `MARQUEE_DATA_DIR`,
    /// `$XDG_DATA_HOME/marquee` (when absolute, as the XDG spec requires),
    /// `$HOME/.local/share/marquee`. Movies come from `--source` when given,
    /// else from TMDB when `TMDB_ACCESS_TOKEN` or `TMDB_API_KEY` is set, else
    /// from the offline catalog. `MARQUEE_LOG` (`trace` … `critical`) turns on
    /// logging to standard error.
    ///
    /// - Parameters:
    ///   - dataDirectoryOption: `--data-dir`, when given.
    ///   - sourceOption: `--source`, when given.
    ///   - environment: The process environment.
    /// - Throws: ``Problem`` when no data directory can be worked out, TMDB is
    ///   asked for without a credential, or a variable holds an unusable value.
    init(
        dataDirectoryOption: String?,
        sourceOption: MovieSource? = nil,
        environment: [String: String]
    ) throws(Problem) {
        func value(_ name: String) -> String? {
            environment[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if let option = dataDirectoryOption {
            guard !option.isEmpty else { throw Problem(message: "--data-dir needs a directory path.") }
            dataDirectory = URL(fileURLWithPath: option, isDirectory: true)
        } else if let directory = value("MARQUEE_DATA_DIR") {
            dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        } else if let xdg = value("XDG_DATA_HOME"), xdg.hasPrefix("/") {
            dataDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("marquee", isDirectory: true)
        } else if let home = value("HOME") {
            dataDirectory = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/marquee", isDirectory: true)
        } else {
            throw Problem(message: "Cannot tell where to keep data: HOME is not set; pass --data-dir or set MARQUEE_DATA_DIR.")
        }
        tmdb = try TMDBSettings.read(from: environment)
        switch (sourceOption, tmdb) {
        case (.tmdb?, nil):
            throw Problem(
                message: "--source tmdb needs a TMDB credential: set TMDB_API_KEY (v3 API key) or "
                    + "TMDB_ACCESS_TOKEN (v4 read access token), or use --source offline."
            )
        case let (source?, _):
            movieSource = source
        case (nil, .some):
            movieSource = .tmdb
        case (nil, nil):
            movieSource = .offline
        }
        logLevel = try Self.logLevel(value("MARQUEE_LOG"))
        cacheTimeToLive = try Self.cacheTimeToLive(value("MARQUEE_CACHE_TTL"))
    }

    /// `MARQUEE_CACHE_TTL`: whole seconds, 0 to always ask TMDB (the cache is then only the fallback).
    private static func cacheTimeToLive(_ text: String?) throws(Problem) -> Duration {
        guard let text else { return CachingMoviesRepository.defaultTimeToLive }
        guard let seconds = Int(text), seconds >= 0 else {
            throw Problem(message: "MARQUEE_CACHE_TTL must be a whole number of seconds, such as 3600; got \"\(text)\".")
        }
        return .seconds(seconds)
    }

    private static func logLevel(_ text: String?) throws(Problem) -> Logger.Level? {
        guard let text else { return nil }
        let lowered = text.lowercased()
        if lowered == "off" || lowered == "none" { return nil }
        guard let level = Logger.Level(rawValue: lowered) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(message: "MARQUEE_LOG must be one of \(names) or off; got \"\(text)\".")
        }
        return level
    }
}
