import Foundation
import MarqueePresentation
import Testing

/// Time zones named outright, so no test depends on the machine's `TZ`.
enum TestZones {
    static func format(_ identifier: String) throws -> LocalTimeFormat {
        LocalTimeFormat(timeZone: try #require(TimeZone(identifier: identifier)))
    }

    /// Europe/Berlin: UTC+1 in winter, UTC+2 in summer.
    static func berlin() throws -> LocalTimeFormat { try format("Europe/Berlin") }
}
