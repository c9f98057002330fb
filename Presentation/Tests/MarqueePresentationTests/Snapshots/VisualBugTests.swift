@testable import MarqueePresentation
import Foundation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// What reviewing the snapshot fixtures showed wrong on screen, each as the
/// behaviour a person needs; each failed before its fix.
@MainActor
@Suite struct VisualBugTests {
    /// The frame read as text: rows trimmed and joined by spaces, so a
    /// message wrapped over several rows reads whole.
    func reading(_ grid: TerminalGrid) -> String {
        grid.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    @Test
    func theScheduleTitleLeavesTheKeysHintWholeAt60Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        world.show(tab: 2)
        await world.app.settle()
        world.type("s")
        #expect(world.frame().text(row: 0).hasSuffix(" F1 keys "))
    }

    @Test
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
        #expect(hintRow.trimmingCharacters(in: .whitespaces) == "lines 1–5 of 10 · PgUp PgDn ↕")
    }

    @Test(
        arguments: [TerminalSize(columns: 40, rows: 10), TerminalSize(columns: 20, rows: 5)])
    func theTooSmallScreenSaysTheSizeAndHowToQuit(size: TerminalSize) throws {
        let world = try SnapshotWorlds.world(size)
        #expect(reading(world.frame()) == "Make the window larger (at least 60×16); q quits.")
    }

    @Test
    func aSearchErrorReadsWholeAt60Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        await world.movies.failNextCall(with: .offline)
        await world.search("alien")
        #expect(reading(world.frame()).contains(CatalogError.offline.message(for: .screen)))
    }

    @Test
    func theStorageWarningReadsWholeAt100Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 100, rows: 30))
        let warnings: [CatalogWarning] = [.answerNotCached(.diskFull), .queryNotRemembered(.diskFull)]
        await world.catalog.stamping.stamp(warnings: warnings)
        await world.search("alien")
        let line = try #require(warnings.lines(for: .screen).first)
        #expect(reading(world.frame()).contains(line))
    }

    @Test
    func aScheduleFieldProblemReadsWholeAt100Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 100, rows: 30))
        world.show(tab: 2)
        await world.app.settle()
        world.type("s")
        world.type("348")
        world.press(.enter, .enter)
        world.type("next friday")
        world.press(.enter, .enter, .enter, .enter, .enter)
        await world.app.settle()
        let schedule = try #require(world.app.current as? SchedulePanel)
        let problem = try #require(schedule.problem?.message)
        #expect(reading(world.frame()).contains(problem))
    }

    @Test
    func theProgramShowsSoldOutAndPricesAt60Columns() async throws {
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 60, rows: 16), screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        let text = reading(world.frame())
        #expect(text.contains("sold out"))
        #expect(text.contains("EUR 12.50"))
    }

    @Test
    func theProgramShowsWholeScreeningIDsWhereThereIsRoom() async throws {
        let world = try SnapshotWorlds.world(
            TerminalSize(columns: 160, rows: 48), screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        #expect(reading(world.frame()).contains("starwars-tomorrow"))
    }

    @Test
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

    @Test
    func theDetailsTitleShowsInTheTabBarAt60Columns() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        await world.search("alien")
        world.press(.enter)
        await world.app.settle()
        #expect(world.frame().text(row: 0).contains("› Alien"))
    }

    @Test
    func aLongOverviewSaysThereIsMore() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 60, rows: 16))
        await world.movies.insert(try SnapshotWorlds.longOverviewFilm())
        await world.search("metropolis")
        world.press(.enter)
        await world.app.settle()
        #expect(world.frame().lines.dropLast().contains { $0.contains("↕") })
    }

    @Test
    func theFooterUnderTheKeyMapListsOnlyKeysThatWorkThere() async throws {
        let world = try SnapshotWorlds.world(TerminalSize(columns: 100, rows: 30))
        await world.search("alien")
        world.press(.function(1))
        let footer = try #require(world.frame().lines.last)
        #expect(!footer.contains("open the movie"))
    }
}
