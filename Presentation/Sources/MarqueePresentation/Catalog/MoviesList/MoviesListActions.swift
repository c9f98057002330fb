public import MarqueeDomain

/// Where the movies list can send a person; supplied by whoever shows the list,
/// so the view model knows no screens.
public struct MoviesListActions: Sendable {
    /// Shows one movie's details.
    public let showMovieDetails: @MainActor @Sendable (MovieID) -> Void

    /// Creates the actions.
    public init(showMovieDetails: @escaping @MainActor @Sendable (MovieID) -> Void) {
        self.showMovieDetails = showMovieDetails
    }

    /// Actions that go nowhere, for front ends without navigation.
    public static let none = MoviesListActions(showMovieDetails: { _ in })
}
