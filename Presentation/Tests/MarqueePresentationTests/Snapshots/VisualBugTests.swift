@testable import MarqueePresentation
import Foundation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// What reviewing the snapshot fixtures showed wrong on screen, each as the
/// behaviour a person needs, disabled until Sources are fixed. The fixtures
/// named in each reason record the frame as drawn today; a fix changes them,
/// and the new frames are reviewed by eye before they are re-recorded.
@MainActor
@Suite struct VisualBugTests {
    /// The frame read as text: rows trimmed and joined by spaces, so a
    /// message wrapped over several rows reads whole.
    func reading(_ grid: TerminalGrid) -> String {
        grid.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    @Test(
        .disabled(
            "BUG: the tab bar writes '› Schedule a screening' unbounded and 'F1 keys' on top of it: '› SchedF1 keys…' (ScheduleSnapshotTests/*.60x16)"
        ))
    func theScheduleTitleLeavesTheKeysHintWholeAt60Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        world.show(tab: 2)
        await world.app.settle()
        world.type("s")
        #expect(world.frame().text(row: 0).hasSuffix(" F1 keys "))
    }

    @Test(
        .disabled(
            "BUG: 'PgUp PgDn ↕' is written over the receipt's last visible line, hiding its end (OrdersSnapshotTests/aLongReceipt*.60x16)"
        ))
    func theReceiptScrollHintCoversNoReceiptText() async throws {
        let screenings = try SnapshotWorlds.screenings
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 60, rows: 16), users: try SnapshotWorlds.users, screenings: screenings,
            orders: try SnapshotWorlds.ripleysOrders(screenings))
        world.show(tab: 3)
        world.type("Ripley")
        world.press(.down, .down, .down, .down, .enter)
        await world.app.settle()
        world.press(.enter)
        await world.app.settle()
        let hintRow = try #require(world.frame().lines.first { $0.contains("PgUp PgDn ↕") })
        #expect(hintRow.trimmingCharacters(in: .whitespaces) == "PgUp PgDn ↕")
    }

    @Test(
        .disabled(
            "BUG: the too-small screen cuts its one line: '…(at least 60×16)…' at 40×10, 'Make the window lar…' at 20×5 (AppSnapshotTests/aWindowTooSmall.40x10, .20x5)"
        ),
        arguments: [TerminalSize(columns: 40, rows: 10), TerminalSize(columns: 20, rows: 5)])
    func theTooSmallScreenSaysTheSizeAndHowToQuit(size: TerminalSize) throws {
        let world = try SnapshotWorlds.world(size)
        #expect(reading(world.frame()) == "Make the window larger (at least 60×16); q quits.")
    }

    @Test(
        .disabled(
            "BUG: a search error is cut to one row with rows free below: '…check the network …' (MoviesSnapshotTests/aSearchError.60x16)"
        ))
    func aSearchErrorReadsWholeAt60Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        await world.movies.failNextCall(with: .offline)
        await world.search("alien")
        #expect(reading(world.frame()).contains(CatalogError.offline.message(for: .screen)))
    }

    @Test(
        .disabled(
            "BUG: the storage warning is cut to one row, losing 'searches are not remembered' (MoviesSnapshotTests/aStorageWarningLine.60x16, .100x30)"
        ))
    func theStorageWarningReadsWholeAt100Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 100, rows: 30))
        let warnings: [CatalogWarning] = [.answerNotCached(.diskFull), .queryNotRemembered(.diskFull)]
        await world.catalog.stamping.stamp(warnings: warnings)
        await world.search("alien")
        let line = try #require(warnings.lines(for: .screen).first)
        #expect(reading(world.frame()).contains(line))
    }

    @Test(
        .disabled(
            "BUG: a field's problem is cut to one row, losing the example it gives: '…such as 2026-12-…' (ScheduleSnapshotTests/aFieldWithAProblem.60x16, .100x30)"
        ))
    func aScheduleFieldProblemReadsWholeAt100Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 100, rows: 30))
        world.show(tab: 2)
        await world.app.settle()
        world.type("s")
        world.type("348")
        world.press(.enter, .enter)
        world.type("next friday")
        world.press(.enter, .enter, .enter, .enter)
        await world.app.settle()
        let schedule = try #require(world.app.current as? SchedulePanel)
        let problem = try #require(schedule.problem?.message)
        #expect(reading(world.frame()).contains(problem))
    }

    @Test(
        .disabled(
            "BUG: at 60 columns the Price column is not drawn and 'sold out' shows as 'sold …' (ProgramSnapshotTests/*.60x16)"
        ))
    func theProgramShowsSoldOutAndPricesAt60Columns() async throws {
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 60, rows: 16), screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        let text = reading(world.frame())
        #expect(text.contains("sold out"))
        #expect(text.contains("EUR 12.50"))
    }

    @Test(
        .disabled(
            "BUG: screening ids are cut at 14 columns at every size ('starwars-tomo…'), yet the Orders form asks for the id (ProgramSnapshotTests/*)"
        ))
    func theProgramShowsWholeScreeningIDsWhereThereIsRoom() async throws {
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 160, rows: 48), screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        #expect(reading(world.frame()).contains("starwars-tomorrow"))
    }

    @Test(
        .disabled(
            "BUG: a cancelled order's status is cut at 21 columns at every size: 'cancelled 2026-11-20…' (OrdersSnapshotTests/aCustomersOrdersWithASelection.*)"
        ))
    func aCancelledOrdersStatusReadsWholeWhereThereIsRoom() async throws {
        let screenings = try SnapshotWorlds.screenings
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 160, rows: 48), users: try SnapshotWorlds.users, screenings: screenings,
            orders: try SnapshotWorlds.ripleysOrders(screenings))
        world.show(tab: 3)
        world.type("Ripley")
        world.press(.down, .down, .down, .down, .enter)
        await world.app.settle()
        #expect(reading(world.frame()).contains("cancelled 2026-11-20 13:00"))
    }

    @Test(
        .disabled(
            "BUG: at 60 columns the movie's title in the tab bar is cut to '› …' with five columns left empty (MovieDetailsSnapshotTests/*.60x16)"
        ))
    func theDetailsTitleShowsInTheTabBarAt60Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        await world.search("alien")
        world.press(.enter)
        await world.app.settle()
        #expect(world.frame().text(row: 0).contains("› Alien"))
    }

    @Test(
        .disabled(
            "BUG: an overview longer than the panel shows no sign that more follows or that it is scrolled, unlike the receipt's 'PgUp PgDn ↕' (MovieDetailsSnapshotTests/aLongOverview*)"
        ))
    func aLongOverviewSaysThereIsMore() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        await world.movies.insert(try SnapshotWorlds.longOverviewFilm())
        await world.search("metropolis")
        world.press(.enter)
        await world.app.settle()
        #expect(world.frame().lines.dropLast().contains { $0.contains("↕") })
    }

    @Test(
        .disabled(
            "BUG: under the key map the footer still lists the panel's keys ('Enter open the movie'), which the map swallows (AppSnapshotTests/theKeyMapOver*)"
        ))
    func theFooterUnderTheKeyMapListsOnlyKeysThatWorkThere() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 100, rows: 30))
        await world.search("alien")
        world.press(.function(1))
        let footer = try #require(world.frame().lines.last)
        #expect(!footer.contains("open the movie"))
    }
}
