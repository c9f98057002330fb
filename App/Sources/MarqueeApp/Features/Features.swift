import ArgumentParser
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// Every feature of `marquee`, in the order of the tab bar and of `--help`.
/// A feature is its folders (one per layer) and one value here, usually
/// defined in a file of its own beside this one (`Scripts/new-feature`
/// writes it and adds it to the list above its marker).
enum Features {
    static let all: [Feature] = [
        catalog, program, orders, accounts, today, halls, sample, service,
        // new-feature: features
    ]

    /// Movies: search, details, posters, recent searches and the response cache.
    static let catalog = Feature(commands: [MoviesCommand.self, CacheCommand.self]) {
        app, support throws(CompositionFailure) in
        .movies(catalog: try app.catalog(), source: app.source, posterRenderer: support.posterRenderer)
    }

    /// Screenings: the program and scheduling.
    static let program = Feature(commands: [ProgramCommand.self, ScreeningsCommand.self]) {
        app, support throws(CompositionFailure) in
        // The schedule form looks titles up in the catalog; without one it takes ids.
        .program(
            boxOffice: try await app.boxOffice(), times: support.times, sample: support.sample,
            search: (try? app.catalog())?.search)
    }

    /// Orders for tickets: placed, paid, cancelled, listed.
    static let orders = Feature(commands: [OrdersCommand.self]) {
        app, support throws(CompositionFailure) in
        .orders(
            boxOffice: try await app.boxOffice(), times: support.times, customers: try await app.accounts().list,
            clock: app.clock)
    }

    /// Customers: registered, renamed, deleted, listed.
    static let accounts = Feature(commands: [UsersCommand.self]) { app, support throws(CompositionFailure) in
        .users(accounts: try await app.accounts(), sample: support.sample)
    }

    /// The sample cinema, loaded and cleared.
    static let sample = Feature(commands: [SampleCommand.self])

    /// The box office as a service, and the desks that reach it.
    static let service = Feature(commands: [ServeCommand.self, DesksCommand.self])

    /// The contexts `marquee serve` serves beside the box office.
    static var served: [ServedContext] { all.compactMap(\.served) }

    /// Every feature's command groups, for the root command.
    static var commands: [any ParsableCommand.Type] { all.flatMap(\.commands) }

    /// The full-screen app's tabs, in the list's order, over `app`'s use cases.
    @MainActor
    static func tabs(_ app: AppComposition, _ support: TabSupport) async throws(CompositionFailure) -> [ScreenTab] {
        var tabs: [ScreenTab] = []
        for feature in all {
            if let tab = feature.tab { tabs.append(try await tab(app, support)) }
        }
        return tabs
    }
}
