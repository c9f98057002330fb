public import MarqueeDomain

extension ScreenTab {
    /// Halls: the cinema's halls with their seats, and a form that adds one.
    ///
    /// - Parameter boxOffice: The box office's use cases.
    public static func halls(boxOffice: BoxOfficeUseCases) -> ScreenTab {
        ScreenTab(title: "Halls") { tasks in HallsPanel(boxOffice: boxOffice, tasks: tasks) }
    }
}
