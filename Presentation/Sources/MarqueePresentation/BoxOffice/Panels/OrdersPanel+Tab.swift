public import MarqueeDomain

extension ScreenTab {
    /// Orders: the order form (place, then pay or cancel) and a customer's orders.
    ///
    /// - Parameters:
    ///   - boxOffice: The box office's use cases.
    ///   - times: The zone times are read and shown in.
    ///   - customers: Lists the customers the customer field offers as a
    ///     name is typed; `nil` has the field take a name typed whole.
    public static func orders(
        boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, customers: (any ListUsersUseCase)? = nil
    ) -> ScreenTab {
        ScreenTab(title: "Orders") { tasks in
            OrdersPanel(boxOffice: boxOffice, times: times, customers: customers, tasks: tasks)
        }
    }
}
