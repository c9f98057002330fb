public import MarqueeDomain

extension ScreenTab {
    /// Users: the customers, registered, renamed and deleted here; when
    /// empty, the sample cinema `sample` offers.
    ///
    /// - Parameters:
    ///   - accounts: The Accounts' use cases.
    ///   - sample: The sample cinema's offer, shared with the Program tab.
    public static func users(accounts: AccountsUseCases, sample: SampleOffer) -> ScreenTab {
        ScreenTab(title: "Users") { tasks in UsersPanel(accounts: accounts, sample: sample, tasks: tasks) }
    }
}
