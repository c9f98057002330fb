public import MarqueeDomain

extension ScreenTab {
    /// Movies: a search as you type over `catalog`, the recent searches, and
    /// a movie's Details over the tab (its poster drawn by `posterRenderer`).
    ///
    /// - Parameters:
    ///   - catalog: The Catalog's use cases.
    ///   - source: Where movies come from, as the panel names it.
    ///   - clock: Times the search-as-you-type pause; tests pass a manual one.
    ///   - posterRenderer: Draws posters as cells; `nil` shows a one-line note instead.
    public static func movies(
        catalog: CatalogUseCases, source: CatalogSource, clock: any Clock<Duration> = ContinuousClock(),
        posterRenderer: (any PosterRenderer)? = nil
    ) -> ScreenTab {
        ScreenTab(title: "Movies") { tasks in
            MoviesPanel(catalog: catalog, source: source, clock: clock, posterRenderer: posterRenderer, tasks: tasks)
        }
    }
}
