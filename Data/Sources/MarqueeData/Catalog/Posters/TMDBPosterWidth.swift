public import MarqueeDomain

/// A width TMDB's image server renders posters at: `w92` … `w780`, or the
/// uploaded `original`.
///
/// The rule for a requested ``/MarqueeDomain/PosterSize``: the smallest supported width at
/// least as wide as asked, so the image never has to be scaled up; above
/// 780 px, `original` (usually 2000 px or more wide).
public enum TMDBPosterWidth: CaseIterable, Comparable, Sendable, CustomStringConvertible {
    /// A fixed width in pixels: 92, 154, 185, 342, 500 or 780.
    case w92, w154, w185, w342, w500, w780
    /// The image as uploaded; wider than every fixed width.
    case original

    /// The supported width for `size` by the rule above.
    public static func nearest(to size: PosterSize) -> TMDBPosterWidth {
        allCases.first { ($0.pixels ?? Int.max) >= size.width } ?? .original
    }

    /// The width in pixels; `nil` for ``original``, whose width varies.
    public var pixels: Int? {
        switch self {
        case .w92: 92
        case .w154: 154
        case .w185: 185
        case .w342: 342
        case .w500: 500
        case .w780: 780
        case .original: nil
        }
    }

    /// The path segment TMDB uses for this width, such as `w185` or `original`.
    public var pathSegment: String {
        pixels.map { "w\($0)" } ?? "original"
    }

    public var description: String { pathSegment }
}
