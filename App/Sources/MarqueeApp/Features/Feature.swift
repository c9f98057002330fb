import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// One feature of `marquee`, registered once: the command groups it adds to
/// `marquee` and the tab it adds to the full-screen app (its routes on the
/// service are its operations in `MarqueeServer`). ``Features/all`` lists
/// every feature; the root command's subcommands and the tab bar are read
/// from that list, so adding a feature is adding its value there.
struct Feature {
    /// The feature's command groups, as `marquee --help` lists them.
    let commands: [any ParsableCommand.Type]
    /// Its tab in the full-screen app, made over the composition root's use
    /// cases; `nil` for a feature without one.
    let tab: (@MainActor (AppComposition, TabSupport) async throws(CompositionFailure) -> ScreenTab)?

    /// A feature with `commands` and, when it has one, a tab.
    init(
        commands: [any ParsableCommand.Type],
        tab: (@MainActor (AppComposition, TabSupport) async throws(CompositionFailure) -> ScreenTab)? = nil
    ) {
        self.commands = commands
        self.tab = tab
    }
}

/// What the full-screen app lends every tab beside the use cases: the zone
/// times are shown in, the clock of the search pause, posters' renderer,
/// and the sample cinema's offer (one, shared by the tabs that make it).
@MainActor
struct TabSupport {
    let times: LocalTimeFormat
    let posterRenderer: (any PosterRenderer)?
    let sample: SampleOffer
}
