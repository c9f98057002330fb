import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    /// The options' long names, which `marquee` also takes before the command
    /// (see `Marquee.hoistingGlobalOptions(_:)`).
    static let dataDirectoryName = "data-dir", databaseURLName = "database-url", serverName = "server"
    static let names = [dataDirectoryName, databaseURLName, serverName]

    @Option(
        name: .customLong(dataDirectoryName),
        help: ArgumentHelp(
            "Where Marquee keeps its data (overrides MARQUEE_DATA_DIR and XDG_DATA_HOME).", valueName: "directory"
        ))
    var dataDirectory: String?

    @Option(
        name: .customLong(databaseURLName),
        help: ArgumentHelp(
            "Keep accounts, screenings and orders in PostgreSQL (overrides MARQUEE_DATABASE_URL, "
                + "which keeps the password off the command line).",
            valueName: "postgres://user:password@host:port/db"
        ))
    var databaseURL: String?

    @Option(
        name: .customLong(serverName),
        help: ArgumentHelp(
            "Use the box office service (marquee serve) at this URL instead of local storage (overrides "
                + "MARQUEE_SERVER_URL; the desk's token comes from MARQUEE_DESK_TOKEN).",
            valueName: "http://host:port"
        ))
    var server: String?
}
