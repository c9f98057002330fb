@testable import MarqueePresentation
import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The key map: `?` where no text field has focus, F1 always; Esc, `q`,
/// `?` and F1 close it, and closing it never quits.
@MainActor
@Suite struct KeyMapTests {
    @Test func questionMarkOpensTheKeyMapWhenNoFieldHasFocus() throws {
        let world = try InteractiveWorld()
        world.press(.escape)
        world.type("?")
        #expect(world.app.keyMap != nil)
        #expect(world.screenText().contains("Keys everywhere"))
    }

    @Test func questionMarkTypesIntoAFocusedField() throws {
        let world = try InteractiveWorld()
        world.type("?")
        #expect(world.app.keyMap == nil)
        #expect(world.app.movies.field.text == "?")
    }

    @Test func f1OpensTheKeyMapWhileTyping() throws {
        let world = try InteractiveWorld()
        world.type("ali")
        world.press(.function(1))
        #expect(world.app.keyMap != nil)
        #expect(world.app.movies.field.text == "ali")
    }

    @Test(arguments: [TerminalKey.escape, .character("q"), .character("?"), .function(1)])
    func aClosingKeyClosesTheKeyMapWithoutQuitting(key: TerminalKey) throws {
        let world = try InteractiveWorld()
        world.press(.escape, .tab)
        world.type("?")
        world.press(key)
        #expect(world.app.keyMap == nil)
        #expect(!world.app.isFinished)
        #expect(world.app.tab == .program)
    }

    @Test func otherKeysLeaveTheKeyMapOpenAndActOnNothingBehindIt() throws {
        let world = try InteractiveWorld()
        world.press(.function(1))
        world.type("abc")
        world.press(.tab, .enter)
        #expect(world.app.keyMap != nil)
        #expect(world.app.movies.field.text.isEmpty)
        #expect(world.app.tab == .movies)
    }

    @Test func theKeyMapListsThePanelsKeysFirst() throws {
        let world = try InteractiveWorld()
        world.press(.function(1))
        let lines = world.frame().lines
        let here = try #require(lines.firstIndex { $0.contains("Keys here") })
        let everywhere = try #require(lines.firstIndex { $0.contains("Keys everywhere") })
        #expect(here < everywhere)
        #expect(lines[here..<everywhere].contains { $0.contains("leave the field") })
    }

    @Test func theTabBarSaysWhichKeyOpensTheMap() throws {
        let world = try InteractiveWorld()
        #expect(world.frame().lines[0].hasSuffix("F1 keys"))
        world.press(.escape)
        #expect(world.frame().lines[0].hasSuffix("? keys"))
    }
}
