import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where Marquee keeps its data (overrides MARQUEE_DATA_DIR and XDG_DATA_HOME).", valueName: "directory"
        ))
    var dataDirectory: String?

    @Option(
        name: .customLong("database-url"),
        help: ArgumentHelp(
            "Keep accounts, screenings and orders in PostgreSQL (overrides MARQUEE_DATABASE_URL, "
                + "which keeps the password off the command line).",
            valueName: "postgres://user:password@host:port/db"
        ))
    var databaseURL: String?

    @Option(
        name: .customLong("server"),
        help: ArgumentHelp(
            "Use the box office service (marquee serve) at this URL instead of local storage (overrides "
                + "MARQUEE_SERVER_URL; the desk's token comes from MARQUEE_DESK_TOKEN).",
            valueName: "http://host:port"
        ))
    var server: String?
}
