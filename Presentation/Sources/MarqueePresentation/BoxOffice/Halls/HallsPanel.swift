import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The Halls tab: the cinema's halls with their seats, and a form under
/// them that adds one (`a`, or ↓ into it). A screening in a hall sells at
/// most its seats. Halls beyond the rows above the form scroll (↑↓ on the
/// list, PgUp PgDn anywhere), and a line under them says which are shown.
@Observable @MainActor
final class HallsPanel: Panel {
    /// What has focus: the list, or a control of the form.
    enum Focus: Int, CaseIterable {
        case list, name, seats, add

        var isField: Bool { self == .name || self == .seats }
    }

    /// The halls.
    let viewModel: HallsViewModel
    private(set) var focus = Focus.list
    private(set) var name = TextField()
    private(set) var seats = TextField()
    /// A field that could not be read, with why.
    private(set) var problem: FieldProblem<Focus>?
    /// How far the halls are scrolled.
    private(set) var listScroll = ScrollOffset()
    /// The halls' rows and how many of them the last frame showed.
    @ObservationIgnored private var listRoom = (rows: 0, visible: 0)

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)

    init(boxOffice: BoxOfficeUseCases, tasks: TaskTracker) {
        viewModel = HallsViewModel(boxOffice: boxOffice)
        self.tasks = tasks
    }

    var hasTextFocus: Bool { focus.isField }

    /// Moves to the form that adds a hall.
    static let add = Shortcut("a", "add a hall")
    /// Reads the halls afresh.
    static let reload = Shortcut("r", "reload")
    static let shortcuts = [add, reload]

    var hints: [KeyHint] {
        switch focus {
        case .list: [Self.add.hint, Self.reload.hint]
        case .name, .seats: KeyHint.formField
        case .add:
            [
                viewModel.state.isWorking
                    ? KeyHint(key: "", action: "adding…") : KeyHint(key: "Enter", action: "add the hall"),
                KeyHint(key: "↑↓", action: "move"),
            ]
        }
    }

    func appear() {
        tasks.run { [viewModel] in await viewModel.load() }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        if let outcome = scrollList(key) { return outcome }
        switch key {
        case .up: focus = Focus(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down: focus = Focus(rawValue: min(Focus.add.rawValue, focus.rawValue + 1)) ?? focus
        case Self.add.key where focus == .list: focus = .name
        case Self.reload.key where focus == .list, .control("r"): appear()
        case .enter where focus == .add: submit()
        case .enter where focus.isField: focus = Focus(rawValue: focus.rawValue + 1) ?? .add
        case .escape where focus.isField: focus = .add
        default:
            guard focus.isField else { return .ignored }
            var field = focus == .name ? name : seats
            let changed = field.edit(key)
            store(field)
            if changed { problem = nil }
            return changed || TextField.movesCaret(key) ? .handled : .ignored
        }
        return .handled
    }

    func paste(_ text: String) -> PanelOutcome {
        guard focus.isField else { return .ignored }
        var field = focus == .name ? name : seats
        if field.paste(text) { problem = nil }
        store(field)
        return .handled
    }

    /// ↑↓ (and Home, End) on the list, PgUp PgDn anywhere, scroll the halls
    /// while there are more to show; `nil` leaves the key to the focus (↓ past
    /// the last hall goes down into the form).
    private func scrollList(_ key: TerminalKey) -> PanelOutcome? {
        let paging = key == .pageUp || key == .pageDown
        guard paging || focus == .list,
            let line = listScroll.after(key, lines: listRoom.rows, visible: listRoom.visible)
        else { return nil }
        if line != listScroll.first(lines: listRoom.rows, visible: listRoom.visible) {
            listScroll.scroll(to: line)
            return .handled
        }
        return paging ? .handled : nil
    }

    private func store(_ field: TextField) {
        if focus == .name { name = field } else { seats = field }
    }

    /// Reads both fields, then adds the hall; the list reads again after.
    private func submit() {
        guard !viewModel.state.isWorking else { return }
        // Enter pressed again on the form a hall was just added from: the
        // confirmation stays, no empty hall is refused.
        if viewModel.state.added != nil, problem == nil, name.text.isEmpty, seats.text.isEmpty { return }
        problem = nil
        let hall: Hall
        let count: Int
        do throws(FieldProblem<Focus>) {
            hall = try readField(Focus.name) { () throws(InputProblem) in try Input.hall(name.text) }
            count = try readField(Focus.seats) { () throws(InputProblem) in try Input.seatCount(seats.text) }
        } catch {
            problem = error
            focus = error.field
            return
        }
        tasks.run { [weak self, viewModel] in
            await viewModel.add(hall, seats: count)
            guard let self, viewModel.state.error == nil else { return }
            name = TextField()
            seats = TextField()
        }
    }
}

extension HallsPanel {
    /// Draws the halls (their heading, then as many as fit above the form,
    /// scrolled, with a line saying which when not all do), then the form,
    /// its button, and the hall added or the rule broken.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let state = viewModel.state
        let formRows = 5
        let listRows = max(1, area.rows - formRows)
        let lines = state.error != nil && state.halls == nil ? [] : state.listLines(for: .screen)
        // The count, a blank line and the column names stay; the halls scroll.
        let heading = state.error == nil && state.halls?.isEmpty == false ? min(3, listRows) : 0
        for (offset, line) in lines.prefix(heading).enumerated() {
            grid.write(
                " " + line, row: area.row(offset), column: area.left, width: area.columns,
                style: offset == 1 ? .button : .heading)
        }
        let rows = Array(lines.dropFirst(heading))
        let room = listRows - heading
        // A line says which halls show, when there is room for it and a hall.
        let overflows = rows.count > room && room > 1
        let visible = max(0, room - (overflows ? 1 : 0))
        listRoom = (rows.count, visible)
        let first = listScroll.first(lines: rows.count, visible: visible)
        for (offset, line) in rows.dropFirst(first).prefix(visible).enumerated() {
            grid.write(
                " " + line, row: area.row(heading + offset), column: area.left, width: area.columns,
                style: heading == 0 && offset == 0 ? .heading : .button)
        }
        if overflows {
            let more = "halls \(first + 1)–\(min(rows.count, first + visible)) of \(rows.count) · PgUp PgDn ↕"
            grid.write(
                more, row: area.row(heading + visible),
                column: area.left + max(0, area.columns - DisplayWidth.of(more)), width: area.columns,
                style: .secondary)
        }
        let top = listRows
        grid.writeFormField(
            "Hall", name, note: ("such as A or IMAX1", .secondary), focused: focus == .name, row: area.row(top),
            in: area)
        grid.writeFormField(
            "Seats", seats, note: ("1 to 10000", .secondary), focused: focus == .seats, row: area.row(top + 1),
            in: area)
        grid.writeFormButton(
            "Add the hall", focused: focus == .add, enabled: !state.isWorking, row: area.row(top + 2), in: area)
        let message: [(String, TerminalStyle)] =
            if let problem {
                [(problem.message, .failure)]
            } else if state.error != nil {
                state.addedLines(for: .screen).map { ($0, .failure) }
            } else if state.added != nil {
                state.addedLines(for: .screen).map { ($0, .success) }
            } else {
                []
            }
        grid.writeFormMessage(message, from: top + 3, in: area)
    }
}
