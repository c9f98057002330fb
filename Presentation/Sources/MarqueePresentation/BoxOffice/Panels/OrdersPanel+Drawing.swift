import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

extension OrdersPanel {
    /// Draws the form (the focused field marked and its caret shown), the
    /// buttons (off while they cannot act), a problem with a field, then the
    /// order with its actions, or the customer's orders.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        controlRows = []
        let labelWidth = 12
        for (line, (control, label)) in [
            (Focus.customer, "Customer"), (.screening, "Screening"), (.tickets, "Tickets"),
        ].enumerated() {
            let row = area.row(line)
            let focused = focus == control
            grid.write(
                (focused ? "› " : "  ") + label, row: row, column: area.left, width: labelWidth,
                style: focused ? .heading : .secondary)
            let width = min(40, area.columns - labelWidth)
            field(control).draw(
                into: &grid, row: row, column: area.left + labelWidth, width: width, focused: focused)
            controlRows.append((control, row, (area.left + labelWidth)..<(area.left + labelWidth + width)))
        }
        var column = area.left + labelWidth
        column += button("Place the order", .place, enabled: canPlace, row: area.row(3), column: column, &grid) + 2
        _ = button("The customer's orders", .showOrders, enabled: !isWorking, row: area.row(3), column: column, &grid)
        if let problem {
            grid.write(problem.message, row: area.row(4), column: area.left, width: area.columns, style: .failure)
        } else if let preview {
            grid.write(
                preview.text, row: area.row(4), column: area.left + 2, width: area.columns - 2,
                style: preview.isProblem ? .failure : .secondary)
        }
        let answerArea = PanelArea(top: area.row(5), left: area.left, columns: area.columns, rows: area.rows - 5)
        switch answer {
        case .none where focus == .customer: drawCustomerChoices(into: &grid, area: answerArea)
        case .none: drawScreeningChoices(into: &grid, area: answerArea)
        case .receipt: drawReceipt(into: &grid, area: answerArea)
        case .customerOrders: drawOrders(into: &grid, area: answerArea)
        }
    }

    /// While the screening field has focus: the screenings its words pick
    /// out, the one Enter takes marked.
    private func drawScreeningChoices(into grid: inout TerminalGrid, area: PanelArea) {
        let choices = screeningChoices
        let pick = screeningPick
        guard focus == .screening, area.rows > 1 else { return }
        let typed = screening.text.allSatisfy(\.isWhitespace) ? "" : " for \"\(screening.text)\""
        let heading =
            choices.isEmpty
            ? (program.state.hasLoaded ? "No upcoming screening\(typed); type words of its title or time" : "")
            : "\(choices.count == 1 ? "1 screening" : "\(choices.count) screenings")\(typed) · "
                + (pick == nil ? "type words of its title or time to choose" : "Enter takes the one marked")
        grid.write(
            heading, row: area.row(0), column: area.left, width: area.columns,
            style: choices.isEmpty ? .failure : .heading)
        let times = program.state.times
        // The list from the one marked when it would be below the room.
        let marked = choices.firstIndex { $0.id == pick?.id } ?? 0
        let first = marked < area.rows - 1 ? 0 : marked
        for (offset, choice) in choices.dropFirst(first).prefix(area.rows - 1).enumerated() {
            let isPick = choice.id == pick?.id
            let left = choice.seatsLeft == 0 ? "sold out" : "\(choice.seatsLeft) left"
            let line =
                "\(isPick ? "›" : " ") \(times.string(from: choice.startsAt))  \(choice.hall.name)  "
                + "\(choice.movieTitle) · \(choice.ticketPrice.displayText) · \(left) · \(choice.id.rawValue)"
            grid.write(
                line, row: area.row(1 + offset), column: area.left, width: area.columns,
                style: isPick ? .button : .secondary)
        }
    }

    /// While the customer field has focus and the customers are known: the
    /// customers its words pick out, the one Enter takes marked.
    private func drawCustomerChoices(into grid: inout TerminalGrid, area: PanelArea) {
        guard area.rows > 1 else { return }
        if isWalkIn {
            grid.write(
                "A walk-in: nobody registered; the tickets are sold and paid at once.", row: area.row(0),
                column: area.left, width: area.columns, style: .heading)
            return
        }
        guard !customerList.isEmpty else { return }
        let choices = customerChoices
        let typed = customer.text.allSatisfy(\.isWhitespace) ? "" : " for \"\(customer.text)\""
        if choices.isEmpty {
            // The field holds a customer's name: nothing to choose.
            guard
                (try? Input.userName(customer.text)).map({ name in customerList.customer(named: name) != nil })
                    != true
            else { return }
            grid.write(
                "No customer\(typed); register them on Users first, or type walk-in", row: area.row(0),
                column: area.left,
                width: area.columns, style: .failure)
            return
        }
        let pick = customerPick
        let count = choices.count == 1 ? "1 customer" : "\(choices.count) customers"
        grid.write(
            "\(count)\(typed) · "
                + (pick == nil ? "type a name to choose, or walk-in" : "Enter takes the one marked"),
            row: area.row(0), column: area.left, width: area.columns, style: .heading)
        for (offset, choice) in choices.prefix(area.rows - 1).enumerated() {
            let isPick = choice.id == pick?.id
            grid.write(
                "\(isPick ? "›" : " ") \(choice.name.displayName)", row: area.row(1 + offset), column: area.left,
                width: area.columns, style: isPick ? .button : .secondary)
        }
    }

    /// Draws `[ label ]` at `row`, `column`; returns its width.
    private func button(
        _ label: String, _ control: Focus, enabled: Bool, row: Int, column: Int, _ grid: inout TerminalGrid
    ) -> Int {
        let style: TerminalStyle = focus == control ? .focusedButton : enabled ? .button : .disabledButton
        let width = grid.write("[ \(label) ]", row: row, column: column, style: style)
        controlRows.append((control, row, column..<(column + width)))
        return width
    }

    private func drawReceipt(into grid: inout TerminalGrid, area: PanelArea) {
        guard area.rows > 0 else { return }
        let state = order.state
        var top = 0
        if state.summary != nil {
            var column = area.left
            if unpaidOrder != nil {
                column += button("Pay", .pay, enabled: !isWorking, row: area.row(0), column: column, &grid) + 2
            }
            if let cancellable = cancellableOrder {
                let title = cancellable.isPaid ? "Refund" : "Cancel"
                column += button(title, .cancel, enabled: !isWorking, row: area.row(0), column: column, &grid) + 2
            }
            _ = button("New order", .newOrder, enabled: !isWorking, row: area.row(0), column: column, &grid)
            top = 1
        }
        let lines = state.lines(for: .screen, at: unpaidOrder?.heldUntilTime == nil ? nil : now)
        // A receipt longer than the room keeps its last row for where it is.
        let overflows = lines.count > area.rows - top
        let visible = max(0, area.rows - top - (overflows ? 1 : 0))
        receiptLines = (lines.count, visible)
        let first = receiptScroll.first(lines: lines.count, visible: visible)
        for (offset, text) in lines.dropFirst(first).prefix(visible).enumerated() {
            grid.write(
                text, row: area.row(top + offset), column: area.left, width: area.columns,
                style: state.error == nil ? .button : .failure)
        }
        // Focus on the receipt: a marker in the margin beside its first line.
        if focus == .receipt, visible > 0, area.left > 0 {
            grid.write("›", row: area.row(top), column: area.left - 1, style: .heading)
        }
        if overflows, visible > 0 {
            let last = min(lines.count, first + visible)
            let more = "lines \(first + 1)–\(last) of \(lines.count) · PgUp PgDn ↕"
            grid.write(
                more, row: area.row(area.rows - 1), column: area.left + max(0, area.columns - DisplayWidth.of(more)),
                width: area.columns, style: .secondary)
        }
    }

    private func drawOrders(into grid: inout TerminalGrid, area: PanelArea) {
        guard area.rows > 0 else { return }
        let state = customerOrders.state
        let rows = state.summaries
        let position = rows.isEmpty ? "" : ordersSelection.position(count: rows.count)
        grid.writeHeadline(
            state.headline(for: .screen), position: position, row: area.row(0), area: area,
            style: state.error == nil ? .heading : .failure)
        guard !rows.isEmpty, area.rows > 2 else { return }
        // ID, status and total always; the placing time when there is room; the screening in what is left.
        let idWidth = min(24, max(2, rows.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0))
        let statusWidth = max(6, rows.map { DisplayWidth.of($0.statusText) }.max() ?? 0)
        let showsPlaced = idWidth + 2 + 16 + 2 + 7 + 2 + 11 + 2 + statusWidth + 2 + 12 <= area.columns
        func line(
            _ id: String, _ placed: String, _ tickets: String, _ total: String, _ status: String, _ screening: String
        )
            -> String
        {
            TerminalText.fit(id, width: idWidth) + "  "
                + (showsPlaced ? TerminalText.fit(placed, width: 16) + "  " : "")
                + TerminalText.rightAligned(tickets, width: 7) + "  " + TerminalText.fit(total, width: 11) + "  "
                + TerminalText.fit(status, width: statusWidth) + "  " + screening
        }
        grid.write(
            line("ID", "Placed", "Tickets", "Total", "Status", "Screening"), row: area.row(1), column: area.left,
            width: area.columns, style: .secondary)
        let visible = area.rows - 2
        pageRows = max(1, visible)
        let first = ordersSelection.top(count: rows.count, visible: visible)
        ordersTop = (area.row(2), first)
        let selected = focus == .orders ? ordersSelection.clamped(to: rows.count) : nil
        for (offset, index) in (first..<rows.count).prefix(visible).enumerated() {
            let row = rows[index]
            let text = line(
                row.id.rawValue, row.placedAt, "\(row.ticketCount)", row.total, row.statusText,
                row.lines.map { $0.screening ?? $0.screeningID.rawValue }.joined(separator: "; "))
            grid.write(text, row: area.row(2 + offset), column: area.left, width: area.columns)
            if index == selected {
                grid.paint(row: area.row(2 + offset), column: area.left, width: area.columns, style: .selected)
            }
        }
    }
}
