public import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

/// What the empty Program and Users screens offer: one key (`l`) loads the
/// sample cinema, so a newcomer sees the box office do something without
/// leaving the app. Absent where the store cannot hold a sample.
///
/// One offer is shared by the two tabs (``ScreenTab/program(boxOffice:times:sample:search:clock:)``,
/// ``ScreenTab/users(accounts:sample:)``), so a sample loading in one is not loaded again from the other.
@MainActor
public final class SampleOffer {
    /// The key that loads the sample.
    static let shortcut = Shortcut("l", "load a sample cinema")
    /// The key that loads the sample, to match.
    static let key = shortcut.key

    /// Loads the sample; `nil` when no sample can be loaded here.
    let viewModel: SampleCinemaViewModel?
    /// Set the moment `l` is pressed, so keys already waiting cannot load twice.
    private var loading = false

    init(viewModel: SampleCinemaViewModel?) {
        self.viewModel = viewModel
    }

    /// The offer of `sample`, times worded in `times`; `nil` offers nothing
    /// (a store that cannot hold a sample, a desk of the service).
    public convenience init(sample: SampleCinemaUseCases?, times: LocalTimeFormat) {
        self.init(viewModel: sample.map { SampleCinemaViewModel(sample: $0, times: times) })
    }

    /// The key's line in the footer.
    static let hint = shortcut.hint

    /// The lines under an empty screen's own: the offer, or how loading went.
    var lines: [(text: String, style: TerminalStyle)] {
        guard let viewModel else { return [] }
        let state = viewModel.state
        if state.isWorking { return [("Loading the sample cinema…", .secondary)] }
        if let error = state.error { return [(error.message(times: state.times, for: .screen), .failure)] }
        return [
            (
                "Press l to load a sample cinema: a week of screenings in three halls, seven customers "
                    + "and their orders.", .secondary
            )
        ]
    }

    /// Loads the sample, then `reload`s the screen that asked.
    func load(tasks: TaskTracker, then reload: @escaping @MainActor () async -> Void) {
        guard let viewModel, !loading else { return }
        loading = true
        tasks.run { [weak self] in
            await viewModel.load()
            self?.loading = false
            if viewModel.state.error == nil { await reload() }
        }
    }
}
