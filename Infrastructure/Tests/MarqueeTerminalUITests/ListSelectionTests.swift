import MarqueeTerminalUI
import MarqueeTerminalModel
import Testing

/// The kit's list selection: which row is picked, which rows show, and
/// the keys that move it.
@Suite struct ListSelectionTests {
    func selection(at index: Int?, count: Int = 10) -> ListSelection {
        var selection = ListSelection()
        selection.select(index, count: count)
        return selection
    }

    @Test func aNewSelectionShowsTheFirstRow() {
        #expect(ListSelection().clamped(to: 3) == 0)
    }

    @Test func anEmptyListHasNoSelection() {
        #expect(ListSelection().clamped(to: 0) == nil)
        #expect(selection(at: 4, count: 0).index == nil)
    }

    @Test func selectingIsClampedToTheRows() {
        #expect(selection(at: -2).index == 0)
        #expect(selection(at: 99).index == 9)
    }

    @Test func downAndUpMoveOneRowAndStopAtTheEnds() {
        #expect(selection(at: 3).target(of: .down, count: 10, letters: false, page: 5) == 4)
        #expect(selection(at: 0).target(of: .up, count: 10, letters: false, page: 5) == 0)
        #expect(selection(at: 9).target(of: .down, count: 10, letters: false, page: 5) == 9)
    }

    @Test
    func theFirstDownMovesPastTheRowDrawnSelected() {
        #expect(ListSelection().target(of: .down, count: 10, letters: false, page: 5) == 1)
    }

    @Test func lettersMoveOnlyWithoutATextField() {
        #expect(selection(at: 3).target(of: .character("j"), count: 10, letters: true, page: 5) == 4)
        #expect(selection(at: 3).target(of: .character("j"), count: 10, letters: false, page: 5) == nil)
        #expect(selection(at: 3).target(of: .end, count: 10, letters: false, page: 5) == nil)
        #expect(selection(at: 3).target(of: .character("G"), count: 10, letters: true, page: 5) == 9)
    }

    @Test func pagesMoveByThePageAndStopAtTheEnds() {
        #expect(selection(at: 3).target(of: .pageDown, count: 10, letters: false, page: 5) == 8)
        #expect(selection(at: 8).target(of: .pageDown, count: 10, letters: false, page: 5) == 9)
        #expect(selection(at: 3).target(of: .pageUp, count: 10, letters: false, page: 5) == 0)
    }

    @Test func theSelectionStaysInView() {
        #expect(selection(at: 7).top(count: 10, visible: 3) == 5)
        #expect(selection(at: 1).top(count: 10, visible: 3) == 0)
        #expect(selection(at: 9).top(count: 10, visible: 20) == 0)
    }

    @Test func thePositionCountsFromOne() {
        #expect(selection(at: 40, count: 140).position(count: 140) == "row 41 of 140")
        #expect(ListSelection().position(count: 0).isEmpty)
    }
}
