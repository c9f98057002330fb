@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The focused field puts the terminal's cursor at its caret, and editing
/// happens there.
@MainActor
@Suite struct TextFieldCursorTests {
    @Test func theCursorSitsAtTheCaretAfterMovingLeft() throws {
        let world = try InteractiveWorld()
        world.type("star wars")
        let end = try #require(world.frame().cursor)
        for _ in 0..<4 { world.press(.left) }
        let moved = try #require(world.frame().cursor)
        #expect(moved == TerminalPosition(row: end.row, column: end.column - 4))
    }

    @Test func typingInsertsAtTheCaret() throws {
        let world = try InteractiveWorld()
        world.type("star wars")
        for _ in 0..<4 { world.press(.left) }
        world.type("X")
        #expect(world.app.movies.field.text == "star Xwars")
    }

    @Test func theCursorMovesOnWithWhatIsInserted() throws {
        let world = try InteractiveWorld()
        world.type("star wars")
        for _ in 0..<4 { world.press(.left) }
        let before = try #require(world.frame().cursor)
        world.type("X")
        #expect(world.frame().cursor?.column == before.column + 1)
    }

    @Test func theCursorIsJustAfterTheTextTyped() throws {
        let world = try InteractiveWorld()
        let empty = try #require(world.frame().cursor)
        world.type("star wars")
        #expect(world.frame().cursor == TerminalPosition(row: empty.row, column: empty.column + 9))
    }

    @Test func aWideTitleMovesTheCursorByItsWidth() throws {
        let world = try InteractiveWorld()
        let empty = try #require(world.frame().cursor)
        world.paste("千と千尋")
        #expect(world.frame().cursor?.column == empty.column + 8)
    }

    @Test func withoutAFocusedFieldThereIsNoCursor() throws {
        let world = try InteractiveWorld()
        world.press(.escape)
        #expect(world.frame().cursor == nil)
    }

    @Test func aHugePasteIntoTheSearchFieldIsCapped() async throws {
        let world = try InteractiveWorld()
        world.paste(String(repeating: "ab\u{0301}", count: 40_000))
        #expect(world.app.movies.field.text.count == TextField.maximumLength)
        #expect(world.frame().cursor != nil)
        await world.settle()
    }
}

/// The kit's list selection in a panel: where the first move goes.
@MainActor
@Suite struct ListSelectionInPanelsTests {
    @Test
    func theFirstDownInTheProgramSelectsTheSecondScreening() async throws {
        let world = try InteractiveWorld(screenings: [
            try BoxOfficeFixtures.screening("s-1"), try BoxOfficeFixtures.screening("s-2", hall: "B"),
        ])
        world.press(.tab)
        await world.settle()
        world.press(.down)
        #expect(world.app.program.selectedScreening?.id.rawValue == "s-2")
    }
}
