@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Issue 36: Enter on a sold-out screening did nothing and said nothing, and
/// a button that could not act read "Enter —scheduled".
@MainActor
@Suite struct ProgramSoldOutTests {
    func world() throws -> InteractiveWorld {
        try InteractiveWorld(
            users: [AccountsFixtures.ripley],
            screenings: [try BoxOfficeFixtures.screening("full-1", capacity: 4, seatsSold: 4)])
    }

    @Test func enterOnASoldOutScreeningSaysSoUntilTheNextKey() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.settle()
        #expect(world.app.program.hints.first == KeyHint(key: "", action: "sold out"))
        world.press(.enter)
        #expect(world.app.tab == .program)
        let notice = try #require(world.app.program.notice)
        #expect(notice.contains("sold out") && notice.contains("Alien"))
        #expect(world.screenText().contains("is sold out; pick another screening."))
        world.press(.down)
        #expect(world.app.program.notice == nil)
        #expect(!world.screenText().contains("pick another screening"))
    }

    @Test func aHintWithoutAKeyIsDrawnWithoutOne() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.settle()
        let footer = world.screenText().split(separator: "\n").last.map(String.init) ?? ""
        #expect(footer.hasPrefix(" sold out · s schedule"), "\(footer)")
    }
}
