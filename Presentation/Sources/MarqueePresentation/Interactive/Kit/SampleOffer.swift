import MarqueeDomain
import MarqueeTerminalModel

/// What the empty Program and Users screens offer: one key (`l`) loads the
/// sample cinema, so a newcomer sees the box office do something without
/// leaving the app. Absent where the store cannot hold a sample.
@MainActor
final class SampleOffer {
    /// The key that loads the sample.
    static let key = TerminalKey.character("l")

    /// Loads the sample; `nil` when no sample can be loaded here.
    let viewModel: SampleCinemaViewModel?
    /// Set the moment `l` is pressed, so keys already waiting cannot load twice.
    private var loading = false

    init(viewModel: SampleCinemaViewModel?) {
        self.viewModel = viewModel
    }

    /// The key's line in the footer.
    static let hint = KeyHint(key: "l", action: "load a sample cinema")

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
