import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The Today panel: the day's overview (``DayReportState``) for one local
/// day at a time: per screening the seats paid, held and free and the money
/// taken, owed and refunded, the totals above them. ← and → step a day,
/// `t` comes back to today, `r` reads it again (other desks sell meanwhile),
/// and Enter on a screening that has not started opens the order form for it.
@Observable @MainActor
final class TodayPanel: Panel {
    /// The first row of the list inside the panel.
    static let listTop = 5

    /// The report.
    let viewModel: DayReportViewModel
    /// Local midnight of the day shown; `nil` for today, whichever day that is.
    private(set) var day: LocalDateTime?
    /// Local midnight of today, as of the last load.
    private(set) var today: LocalDateTime?
    /// The screening picked.
    private(set) var selection = ListSelection()
    /// Why the last Enter did nothing, until the next key.
    private(set) var notice: String?
    /// The time of the last load: a screening that starts before it has no Enter.
    private(set) var loadedAt: Timestamp?

    @ObservationIgnored private let clock: any TimeSource
    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var pageRows = 10
    @ObservationIgnored var listTopShown = 0

    init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, clock: any TimeSource, tasks: TaskTracker) {
        viewModel = DayReportViewModel(boxOffice: boxOffice, times: times)
        self.clock = clock
        self.tasks = tasks
    }

    /// Comes back to today.
    static let today = Shortcut("t", "today")
    /// Reads the day again.
    static let reload = Shortcut("r", "reload")
    static let shortcuts = [today, reload] + ListSelection.shortcuts

    var hasTextFocus: Bool { false }

    /// The row under the selection.
    var selectedRow: DayReport.Row? {
        let rows = viewModel.state.report?.rows ?? []
        return selection.clamped(to: rows.count).map { rows[$0] }
    }

    /// Whether tickets can still be sold for `row`'s screening, as of the
    /// last load: it has not started and the store has seats left.
    func isOnSale(_ row: DayReport.Row) -> Bool {
        guard let loadedAt else { return false }
        return row.screening.startsAt > loadedAt && !row.screening.isSoldOut && !row.screening.isCancelled
    }

    var hints: [KeyHint] {
        var hints: [KeyHint] = []
        if let row = selectedRow, isOnSale(row) { hints.append(KeyHint(key: "Enter", action: "order tickets")) }
        hints += [KeyHint(key: "← →", action: "day before, after"), Self.today.hint, Self.reload.hint]
        return hints
    }

    /// Reads the day shown again (today, the first time).
    func appear() {
        load(day)
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        notice = nil
        let count = viewModel.state.report?.rows.count ?? 0
        if let target = selection.target(of: key, count: count, letters: true, page: pageRows) {
            selection.select(target, count: count)
            return .handled
        }
        switch key {
        case .left: step(by: -1)
        case .right: step(by: 1)
        case Self.today.key: load(nil)
        case Self.reload.key, .control("r"): load(day)
        case .enter:
            guard let row = selectedRow else { return .handled }
            guard isOnSale(row) else {
                let times = viewModel.state.times
                let when = times.localDateTime(at: row.screening.startsAt).map {
                    " at \(String($0.description.suffix(5)))"
                }
                let screening = row.screening.movieTitle + (when ?? "")
                notice =
                    row.screening.isCancelled
                    ? "\(screening) was cancelled; pick another screening."
                    : row.screening.startsAt > (loadedAt ?? row.screening.startsAt)
                        ? "\(screening) is sold out; pick another screening."
                        : "\(screening) has started; its tickets are no longer sold."
                return .handled
            }
            return .go(.order(row.screening.id))
        default:
            return .ignored
        }
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        let index = listTopShown + position.row - area.row(Self.listTop)
        let count = viewModel.state.report?.rows.count ?? 0
        guard position.row >= area.row(Self.listTop), (0..<count).contains(index) else { return .ignored }
        if selection.clamped(to: count) == index { return handle(.enter) }
        selection.select(index, count: count)
        return .handled
    }

    func scroll(by lines: Int) -> PanelOutcome {
        let count = viewModel.state.report?.rows.count ?? 0
        selection.select((selection.clamped(to: count) ?? 0) + lines, count: count)
        return .handled
    }

    /// Shows the day `days` after the one shown (before, when negative).
    private func step(by days: Int) {
        guard let shown = day ?? today else { return }
        load(shown.addingDays(days))
    }

    /// Shows `midnight`'s day, or today's when `nil`, and reads it; the
    /// selection goes back to the first row when the day changes. The day
    /// shown changes at once, so keys pressed before the answer step on from it.
    private func load(_ midnight: LocalDateTime?) {
        if midnight != day || midnight == nil { selection.select(nil, count: 0) }
        day = midnight
        tasks.run { [weak self, viewModel, clock] in
            let now = await clock.now()
            let times = viewModel.state.times
            guard let today = times.localDateTime(at: now).flatMap({ try? $0.midnight }) else { return }
            let first = midnight ?? today
            await viewModel.load((from: times.firstInstant(of: first), to: times.firstInstant(of: first.addingDays(1))))
            self?.today = today
            self?.loadedAt = now
        }
    }
}

extension LocalDateTime {
    /// The start of the same calendar day.
    var midnight: LocalDateTime {
        get throws(TimeError) { try LocalDateTime(year: year, month: month, day: day) }
    }
}
