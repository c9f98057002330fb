import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where Marquee keeps its data (overrides MARQUEE_DATA_DIR and XDG_DATA_HOME).", valueName: "directory"
        ))
    var dataDirectory: String?
}
