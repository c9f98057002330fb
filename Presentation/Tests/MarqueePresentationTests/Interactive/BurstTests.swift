@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Characters that arrive in one read (``TerminalEvent/burst(_:)``: a paste
/// from a terminal without bracketed paste). Issue 36 found "Alpha⏎Bravo⏎Charlie"
/// pasted into the Users name field registered Alpha and renamed it twice, the
/// letters after each Enter acting as shortcuts, and 1,000 characters taking
/// 18 s, one key and one frame each.
@MainActor
@Suite struct BurstTests {
    @Test func aFocusedFieldTakesABurstAsTextItsLineBreaksSpaces() async throws {
        let world = try InteractiveWorld(users: [AccountsFixtures.ripley])
        world.show(tab: 4)
        await world.settle()
        world.type("n")
        #expect(world.app.users.editing == .register)
        world.app.handle(.burst("Alpha\nBravo\nCharlie"))
        await world.settle()
        #expect(world.app.users.field.text == "Alpha Bravo Charlie")
        #expect(world.app.users.editing == .register)
        #expect(world.app.hasTextFocus)
        #expect(await world.cinema.users.stored.map(\.name.displayName) == ["Ripley"])
        #expect(world.app.confirmation == nil)
    }

    @Test func aBurstOfShortcutLettersIntoAFieldOnlyTypes() async throws {
        // d would ask to delete, r rename, q quit: in the field they are text.
        let world = try InteractiveWorld(users: [AccountsFixtures.ripley])
        world.show(tab: 4)
        await world.settle()
        world.type("n")
        world.app.handle(.burst("drq?1"))
        await world.settle()
        #expect(world.app.users.field.text == "drq?1")
        #expect(world.app.confirmation == nil && world.app.keyMap == nil && !world.app.isFinished)
        #expect(world.app.tab == .users)
    }

    @Test func outsideAFieldABurstIsItsKeysOneByOne() async throws {
        // From Program, "/" opens the Movies search and focuses it: the rest
        // of the burst is typed there, as the keys one by one would.
        let burst = try InteractiveWorld()
        let keys = try InteractiveWorld()
        for world in [burst, keys] {
            world.show(tab: 2)
            await world.settle()
        }
        burst.app.handle(.burst("/alien"))
        keys.type("/alien")
        await burst.settle()
        await keys.settle()
        #expect(burst.app.movies.field.text == "alien")
        #expect(burst.frame() == keys.frame(), "\(burst.screenText())")
    }

    @Test func aBurstThatOpensAFieldFillsItWithTheRest() async throws {
        // Users: n opens the name field; from there the burst is text, its
        // Enter a space: nobody is registered, and no letter acts.
        let world = try InteractiveWorld(users: [AccountsFixtures.ripley])
        world.show(tab: 4)
        await world.settle()
        world.app.handle(.burst("nAsh\nBishop d"))
        await world.settle()
        #expect(world.app.users.editing == .register)
        #expect(world.app.users.field.text == "Ash Bishop d")
        #expect(world.app.confirmation == nil)
        #expect(await world.cinema.users.stored.map(\.name.displayName) == ["Ripley"])
    }

    @Test func fiveThousandCharactersFillTheFieldInOneEvent() async throws {
        let world = try InteractiveWorld()
        #expect(world.app.tab == .movies && world.app.hasTextFocus, "the app opens in the search field")
        let text = String(repeating: "abcdefghij", count: 500)
        world.app.handle(.burst(text))
        await world.settle()
        #expect(world.app.movies.field.text == String(text.prefix(TextField.maximumLength)))
        #expect(world.app.hasTextFocus)
    }

    @Test func ctrlCAfterABurstStillQuits() async throws {
        let world = try InteractiveWorld()
        world.app.handle(.burst(String(repeating: "x", count: 5_000)))
        world.press(.control("c"))
        #expect(world.app.isFinished)
    }
}
