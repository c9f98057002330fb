public import MarqueeDomain

extension ScreenTab {
    /// Orders: the order form (place, then pay or cancel) and a customer's orders.
    ///
    /// - Parameters:
    ///   - boxOffice: The box office's use cases.
    ///   - times: The zone times are read and shown in.
    ///   - customers: Lists the customers the customer field offers as a
    ///     name is typed; `nil` has the field take a name typed whole.
    ///   - clock: Counts down an unpaid order's hold on its receipt
    ///   ("12 min left"); `nil` shows only until when it is held.
    public static func orders(
        boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, customers: (any ListUsersUseCase)? = nil,
        clock: (any TimeSource)? = nil
    ) -> ScreenTab {
        ScreenTab(title: "Orders") { tasks in
            OrdersPanel(boxOffice: boxOffice, times: times, customers: customers, clock: clock, tasks: tasks)
        }
    }
}
