import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// One feature of `marquee`, registered once: the command groups it adds to
/// `marquee`, the tab it adds to the full-screen app and, for a context
/// served beside the box office, its use cases on `marquee serve` (its
/// routes are its operations in `MarqueeServer`). ``Features/all`` lists
/// every feature; the root command's subcommands, the tab bar and the
/// served contexts are read from that list, so adding a feature is adding
/// its value there.
struct Feature {
    /// The feature's command groups, as `marquee --help` lists them.
    let commands: [any ParsableCommand.Type]
    /// Its tab in the full-screen app, made over the composition root's use
    /// cases; `nil` for a feature without one.
    let tab: (@MainActor (AppComposition, TabSupport) async throws(CompositionFailure) -> ScreenTab)?
    /// Its use cases on `marquee serve`, for a context the box office
    /// service serves beside its own; `nil` for one it does not.
    let served: ServedContext?

    /// A feature with `commands` and, when it has them, its use cases on the
    /// service and a tab.
    init(
        commands: [any ParsableCommand.Type], served: ServedContext? = nil,
        tab: (@MainActor (AppComposition, TabSupport) async throws(CompositionFailure) -> ScreenTab)? = nil
    ) {
        self.commands = commands
        self.served = served
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
