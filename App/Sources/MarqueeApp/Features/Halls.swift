import MarqueeComposition
import MarqueePresentation

extension Features {
    /// Halls: the cinema's halls with their seats, listed and added.
    static let halls = Feature(commands: [HallsCommand.self]) { app, _ throws(CompositionFailure) in
        .halls(boxOffice: try await app.boxOffice())
    }
}
