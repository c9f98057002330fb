import MarqueePresentation

/// Entry points of `marquee screenings schedule`, `marquee program` and
/// `marquee orders …`.
extension AppComposition {
    /// What an `orders` command asks for.
    enum OrderAction {
        case place(userName: String, tickets: [(screeningID: String, quantity: Int)])
        case pay(orderID: String)
        case cancel(orderID: String)
    }

    /// Schedules a screening of a catalog movie and prints it.
    ///
    /// The movie is looked up in the same catalog the movie commands use.
    @MainActor
    func scheduleScreening(
        movieID: String, hall: String, at time: String, seats: Int, price: String, json: Bool
    ) async throws {
        let boxOffice = try BoxOfficeComposition(app: self)
        let viewModel = boxOffice.makeScheduleViewModel(movies: try makeMoviesRepository())
        await viewModel.schedule(movieIDText: movieID, hallText: hall, timeText: time, seats: seats, priceText: price)
        if let error = viewModel.error { throw CommandFailure(error, message: viewModel.errorMessage) }
        if json, let screening = ScreeningJSON(viewModel) {
            Output.lines([try JSONOutput.string(screening)])
        } else {
            Output.lines(ScheduledScreeningScreen.render(item: viewModel.item, errorMessage: nil))
        }
    }

    /// Prints the upcoming program with seats left.
    @MainActor
    func showProgram(bookableOnly: Bool, json: Bool) async throws {
        let viewModel = try BoxOfficeComposition(app: self).makeProgramViewModel()
        await viewModel.load(bookableOnly: bookableOnly)
        if let error = viewModel.error { throw CommandFailure(error, message: viewModel.errorMessage) }
        if json {
            Output.lines([try JSONOutput.string(ProgramJSON(viewModel))])
        } else {
            Output.lines(ProgramScreen.render(ProgramScreen.State(viewModel)))
        }
    }

    /// Places, pays or cancels an order and prints its summary.
    @MainActor
    func changeOrder(_ action: OrderAction, json: Bool) async throws {
        let viewModel = try BoxOfficeComposition(app: self).makeOrderViewModel()
        switch action {
        case let .place(userName, tickets):
            await viewModel.place(userNameText: userName, tickets: tickets.map { ($0.screeningID, $0.quantity) })
        case let .pay(orderID): await viewModel.pay(orderIDText: orderID)
        case let .cancel(orderID): await viewModel.cancel(orderIDText: orderID)
        }
        if let error = viewModel.error { throw CommandFailure(error, message: viewModel.errorMessage) }
        if json, let order = OrderJSON(viewModel) {
            Output.lines([try JSONOutput.string(order)])
        } else {
            Output.lines(OrderSummaryScreen.render(
                summary: viewModel.summary, action: viewModel.lastAction, errorMessage: nil
            ))
        }
    }

    /// Prints one customer's orders, newest first.
    @MainActor
    func listOrders(userName: String, json: Bool) async throws {
        let viewModel = try BoxOfficeComposition(app: self).makeCustomerOrdersViewModel()
        await viewModel.load(userNameText: userName)
        if let error = viewModel.error { throw CommandFailure(error, message: viewModel.errorMessage) }
        if json, let orders = OrdersJSON(viewModel) {
            Output.lines([try JSONOutput.string(orders)])
        } else {
            Output.lines(CustomerOrdersScreen.render(CustomerOrdersScreen.State(viewModel)))
        }
    }
}
