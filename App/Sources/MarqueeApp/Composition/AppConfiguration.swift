import Foundation

/// Everything Marquee needs to know before it starts, read once from flags and
/// the environment. Its initializer is the only place that reads them.
struct AppConfiguration: Equatable {
    /// Why a configuration cannot be built.
    struct Problem: Error, Equatable {
        let message: String
    }

    /// Where Marquee keeps its data.
    let dataDirectory: URL

    /// The file recent searches are kept in.
    var recentQueriesFile: URL { dataDirectory.appendingPathComponent("recent-queries.json") }

    /// Reads the configuration.
    ///
    /// The data directory is the first of: `--data-dir`, `MARQUEE_DATA_DIR`,
    /// `$XDG_DATA_HOME/marquee` (when absolute, as the XDG spec requires),
    /// `$HOME/.local/share/marquee`.
    ///
    /// - Throws: ``Problem`` when no data directory can be worked out.
    init(dataDirectoryOption: String?, environment: [String: String]) throws(Problem) {
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
    }
}
