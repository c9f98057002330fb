public import MarqueeDomain

extension ScreenTab {
    /// Program: the upcoming screenings, a movie's when narrowed to one, the
    /// schedule form over the tab; when empty, the sample cinema `sample` offers.
    ///
    /// - Parameters:
    ///   - boxOffice: The box office's use cases.
    ///   - times: The zone times are read and shown in.
    ///   - sample: The sample cinema's offer, shared with the Users tab.
    public static func program(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, sample: SampleOffer) -> ScreenTab {
        ScreenTab(title: "Program") { tasks in
            ProgramPanel(boxOffice: boxOffice, times: times, sample: sample, tasks: tasks)
        }
    }
}
