import MarqueeDomain
import Observation

/// The interactive Details screen: one movie, opened from the Movies screen,
/// its poster drawn by the ``PosterRenderer`` when there is one.
@Observable @MainActor
final class MovieDetailsScreen {
    /// The details and poster.
    let viewModel: MovieDetailsViewModel
    /// The overview's first line shown, for scrolling a long one.
    private(set) var scroll = 0

    @ObservationIgnored private let renderer: (any PosterRenderer)?
    @ObservationIgnored private var posterCache: (key: PosterKey, cells: [[ScreenCell]]?)?

    init(viewModel: MovieDetailsViewModel, renderer: (any PosterRenderer)?) {
        self.viewModel = viewModel
        self.renderer = renderer
    }

    /// Loads `id`, then its poster; the screen shows each as it arrives.
    func open(_ id: MovieID, tasks: TaskTracker) {
        tasks.run { [viewModel] in
            await viewModel.load(id)
            await viewModel.loadPoster()
        }
    }

    /// Applies a key: arrows scroll the overview.
    func handle(_ key: ScreenKey) -> ScreenOutcome {
        switch key {
        case .up, .pageUp: scroll = max(0, scroll - (key == .up ? 1 : 10))
        case .down, .pageDown: scroll += key == .down ? 1 : 10
        case .home: scroll = 0
        default: return .ignored
        }
        return .handled
    }

    /// The poster drawn in `columns × rows` cells, decoded once per size.
    func posterCells(_ image: PosterImage, columns: Int, rows: Int, colors: ColorDepth) -> [[ScreenCell]]? {
        let key = PosterKey(image: image, columns: columns, rows: rows, colors: colors)
        if let posterCache, posterCache.key == key { return posterCache.cells }
        let cells = renderer?.cells(for: image, columns: columns, rows: rows, colors: colors)
        posterCache = (key, cells)
        return cells
    }

    /// Clamps the scroll to the lines there are.
    func clampScroll(lines: Int, visible: Int) -> Int {
        min(scroll, max(0, lines - visible))
    }
}

/// What a drawn poster depends on.
private struct PosterKey: Equatable {
    let image: PosterImage
    let columns: Int
    let rows: Int
    let colors: ColorDepth
}
