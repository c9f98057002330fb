@testable import __Prefix__Presentation
import __Prefix__Domain
import __Prefix__DomainTesting
import __Prefix__TerminalModel
import __Prefix__TerminalUI
import Testing

/// The __Labels__ screen's frame, as a person sees it: each test compares the
/// drawn rows with the rows expected.
@MainActor
@Suite struct __Plural__PanelTests {
    let tasks = TaskTracker()

    func panel(_ __plural__: [__Name__] = []) -> __Plural__Panel {
        let repository = InMemory__Name__Repository(__plural__)
        let panel = __Plural__Panel(
            __plural__: __Name__UseCases(__plural__: repository, ids: IncrementingIDGenerator(prefix: "n-")),
            tasks: tasks)
        panel.appear()
        return panel
    }

    /// The panel drawn in a 50 × 9 area, one string per row.
    func frame(_ panel: __Plural__Panel) -> [String] {
        var grid = TerminalGrid(columns: 50, rows: 9)
        panel.draw(into: &grid, area: PanelArea(top: 0, left: 0, columns: 50, rows: 9))
        return grid.lines
    }

    /// `left`, and `right` ending at column 50.
    func row(_ left: String, _ right: String) -> String {
        left + String(repeating: " ", count: 50 - left.count - right.count) + right
    }

    @Test func theListIsDrawnByTitleWithTheSelection() async throws {
        let shown = panel(try [__Name__Fixtures.make("b-1", "Beta"), __Name__Fixtures.make("a-1", "Alpha")])
        await tasks.settle()

        #expect(
            frame(shown) == [
                "n adds a __label__.",
                "",
                "",
                row("2 __labels__", "row 1 of 2"),
                "ID   Title",
                "a-1  Alpha",
                "b-1  Beta",
                "",
                "",
            ])
    }

    @Test func anEmptyListSaysHowToAddOne() async {
        let shown = panel()
        await tasks.settle()

        #expect(frame(shown)[3].hasPrefix("No __labels__ yet."))
    }

    @Test func nTypingAndEnterAddsOneAndSaysSo() async throws {
        let shown = panel()
        await tasks.settle()

        _ = shown.handle(.character("n"))
        #expect(shown.hasTextFocus)
        for character in "Gamma" { _ = shown.handle(.character(character)) }
        _ = shown.handle(.enter)
        await tasks.settle()

        let lines = frame(shown)
        #expect(lines[1].hasPrefix("Added \"Gamma\""))
        #expect(lines[5] == "n-1  Gamma")
        #expect(!shown.hasTextFocus)
    }

    @Test func aTitleThatCannotBeReadSaysWhyAndAddsNothing() async throws {
        let shown = panel()
        await tasks.settle()

        _ = shown.handle(.character("n"))
        _ = shown.handle(.enter)
        await tasks.settle()

        #expect(frame(shown)[1] == "A __label__ needs a title; type one.")
        #expect(shown.viewModel.state.__plural__.isEmpty)
    }
}
