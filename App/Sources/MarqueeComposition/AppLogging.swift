public import Logging

/// The logger Marquee's parts share: standard error at the level
/// `MARQUEE_LOG` asks for, or nothing at all, so standard output stays clean
/// for people and scripts.
public enum AppLogging {
    /// A logger for `label` under `configuration`.
    public static func logger(_ label: String, configuration: AppConfiguration, toStandardError: Bool = true) -> Logger
    {
        guard let level = configuration.logLevel, toStandardError else {
            return Logger(label: label) { _ in SwiftLogNoOpLogHandler() }
        }
        var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = level
        return logger
    }
}
