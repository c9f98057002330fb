@testable import MarqueePresentation

/// The four tabs of ``InteractiveWorld``'s app by name, and their panels,
/// for tests that check where a key or a click went.
extension ScreenApp {
    enum Tab: Int, CaseIterable {
        case movies, program, orders, users
    }

    /// The tab shown.
    var tab: Tab { Tab(rawValue: selected) ?? .movies }

    var movies: MoviesPanel { panel(at: .movies) }
    var program: ProgramPanel { panel(at: .program) }
    var orders: OrdersPanel { panel(at: .orders) }
    var users: UsersPanel { panel(at: .users) }

    /// Shows `tab`, as its digit would.
    func show(_ tab: Tab) { show(tab.rawValue) }

    private func panel<T: Panel>(at tab: Tab) -> T {
        guard let panel = panels[tab.rawValue] as? T else { preconditionFailure("tab \(tab) holds no \(T.self)") }
        return panel
    }
}
