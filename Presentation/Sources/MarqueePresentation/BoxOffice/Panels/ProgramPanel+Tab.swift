public import MarqueeDomain

extension ScreenTab {
    /// Program: the upcoming screenings, a movie's when narrowed to one, the
    /// schedule form over the tab; when empty, the sample cinema `sample` offers.
    ///
    /// - Parameters:
    ///   - boxOffice: The box office's use cases.
    ///   - times: The zone times are read and shown in.
    ///   - sample: The sample cinema's offer, shared with the Users tab.
    ///   - search: Looks up the movie a title typed in the schedule form
    ///     names; `nil` has the form take movie ids only.
    ///   - clock: Times the pause before that lookup; tests pass a manual one.
    public static func program(
        boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, sample: SampleOffer,
        search: (any SearchMoviesUseCase)? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) -> ScreenTab {
        ScreenTab(title: "Program") { tasks in
            ProgramPanel(boxOffice: boxOffice, times: times, sample: sample, search: search, clock: clock, tasks: tasks)
        }
    }
}
