import MarqueeDomain
import Observation

extension BoxOfficeApp {
    /// The whole screen for a window of `columns × rows`: the tab bar, the
    /// screen shown (or the key map), and a line of key hints. Below
    /// ``minimumSize`` it is one line asking for a larger window; no size
    /// makes it fail. It costs one pass over the cells (plus decoding a
    /// poster once per size).
    ///
    /// What it reads is observed: the next change to it yields on ``changes``.
    public func render(columns: Int, rows: Int) -> ScreenFrame {
        let changes = changesSink
        return withObservationTracking {
            draw(columns: columns, rows: rows)
        } onChange: {
            changes.yield()
        }
    }

    private func draw(columns: Int, rows: Int) -> ScreenFrame {
        var frame = ScreenFrame(columns: columns, rows: rows)
        guard columns >= Self.minimumSize.columns, rows >= Self.minimumSize.rows else {
            frame.write(KeyMapView.tooSmall, row: 0, column: 0, style: .warning)
            return frame
        }
        drawTabs(into: &frame)
        let body = ScreenArea(top: 2, left: 1, columns: columns - 2, rows: rows - 4)
        if isShowingKeyMap {
            KeyMapView.draw(into: &frame, area: body)
        } else {
            drawScreen(into: &frame, area: body)
        }
        frame.write(KeyMapView.hints(for: screen, textFocus: hasTextFocus), row: rows - 1, column: 1, style: .dim)
        return frame
    }

    private func drawScreen(into frame: inout ScreenFrame, area: ScreenArea) {
        switch screen {
        case .movies: MoviesListScreenView.draw(movies, into: &frame, area: area)
        case .program: ProgramScreenView.draw(program, into: &frame, area: area)
        case .orders: OrdersScreenView.draw(orders, into: &frame, area: area)
        case .users: UsersScreenView.draw(users, into: &frame, area: area)
        case .details:
            if let details { MovieDetailsScreenView.draw(details, colors: colors, into: &frame, area: area) }
        }
    }

    private func drawTabs(into frame: inout ScreenFrame) {
        var column = 1
        let current = screen == .details ? Screen.movies : screen
        for tab in Screen.tabs {
            let label = " " + tab.rawValue + " "
            let style: ScreenStyle = tab == current ? ScreenStyle(bold: true, reverse: true) : .plain
            column += frame.write(label, row: 0, column: column, style: style) + 1
        }
        if screen == .details, let title = details?.viewModel.state.movie?.title {
            column += frame.write("› " + title, row: 0, column: column, width: frame.columns - column - 10, style: .dim)
        }
        let help = KeyMapView.helpHint
        frame.write(help, row: 0, column: frame.columns - DisplayWidth.of(help) - 1, style: .dim)
    }
}
