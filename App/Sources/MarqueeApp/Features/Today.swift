import MarqueeComposition
import MarqueePresentation

extension Features {
    /// The day's overview: `marquee report` and the Today tab.
    static let today = Feature(commands: [ReportCommand.self]) { app, support throws(CompositionFailure) in
        .today(boxOffice: try await app.boxOffice(), times: support.times, clock: app.clock)
    }
}
