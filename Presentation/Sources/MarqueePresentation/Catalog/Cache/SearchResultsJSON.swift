public import Foundation

/// The stable JSON form of a page of search results, with where it came from:
/// ``MoviesPageJSON``'s fields plus `stale` (always present: `true` when the
/// page is an expired cached copy served because the source failed) and
/// `cachedAt` (ISO 8601 in UTC, or `null` when the source answered just now).
public struct SearchResultsJSON: Encodable, Sendable {
    public let page: MoviesPageJSON
    public let stale: Bool
    public let cachedAt: Date?

    /// Creates the JSON form of `page`, served `stale` or not, cached at `cachedAt`.
    public init(_ page: MoviesPageJSON, stale: Bool, cachedAt: Date?) {
        self.page = page
        self.stale = stale
        self.cachedAt = cachedAt
    }

    private enum CodingKeys: String, CodingKey {
        case query, page, totalPages, totalResults, source, movies, stale, cachedAt
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(page.query, forKey: .query)
        try container.encode(page.page, forKey: .page)
        try container.encode(page.totalPages, forKey: .totalPages)
        try container.encode(page.totalResults, forKey: .totalResults)
        try container.encode(page.source, forKey: .source)
        try container.encode(page.movies, forKey: .movies)
        try container.encode(stale, forKey: .stale)
        try container.encode(cachedAt.map(CacheTimestamp.iso), forKey: .cachedAt)
    }
}

/// Times in JSON output: ISO 8601 in UTC to the second, e.g. `2026-11-22T05:07:27Z`.
public enum CacheTimestamp {
    /// The ISO 8601 text of `date`.
    public static func iso(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false).timeZone(separator: .omitted))
    }
}
