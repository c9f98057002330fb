public import MarqueeDomain

extension ScreenTab {
    /// Orders: the order form (place, then pay or cancel) and a customer's orders.
    ///
    /// - Parameters:
    ///   - boxOffice: The box office's use cases.
    ///   - times: The zone times are read and shown in.
    public static func orders(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) -> ScreenTab {
        ScreenTab(title: "Orders") { tasks in OrdersPanel(boxOffice: boxOffice, times: times, tasks: tasks) }
    }
}
