public import MarqueeDomain

extension ScreenTab {
    /// Today: the day's overview, seats and takings per screening and the
    /// totals, a day at a time; Enter sells tickets for a screening.
    ///
    /// - Parameters:
    ///   - boxOffice: The box office's use cases.
    ///   - times: The zone days are reckoned and times shown in.
    ///   - clock: Says which day is today.
    public static func today(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, clock: any TimeSource) -> ScreenTab {
        ScreenTab(title: "Today") { tasks in TodayPanel(boxOffice: boxOffice, times: times, clock: clock, tasks: tasks)
        }
    }
}
