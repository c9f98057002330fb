import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where Skeleton keeps its data (overrides SKELETON_DATA_DIR and XDG_DATA_HOME).", valueName: "directory"
        ))
    var dataDirectory: String?
@@if postgresql

    @Option(
        name: .customLong("database-url"),
        help: ArgumentHelp(
            "Keep the data in PostgreSQL (overrides SKELETON_DATABASE_URL, which keeps the password off the "
                + "command line).",
            valueName: "postgres://user:password@host:port/db"
        ))
    var databaseURL: String?
@@endif
}
