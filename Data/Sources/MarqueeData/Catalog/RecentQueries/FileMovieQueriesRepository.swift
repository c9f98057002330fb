public import Foundation
public import MarqueeDomain
import MarqueeInfrastructure

/// Recent searches kept in a small JSON file, so `marquee movies recent`
/// remembers across runs.
///
/// Writes go to a temporary file that replaces the old one in a single rename,
/// so a crash never leaves half a file. A file that is not ours is reported and
/// left untouched, never overwritten.
public actor FileMovieQueriesRepository: MovieQueriesRepository {
    private struct Stored: Codable {
        var version: Int
        var queries: [String]
    }

    private static let formatVersion = 1

    /// The file the queries live in.
    public nonisolated let fileURL: URL
    private let capacity: Int

    /// Creates a repository over `fileURL`; the file is created on the first save.
    ///
    /// - Parameter capacity: How many queries to keep, newest first.
    public init(fileURL: URL, capacity: Int = FetchRecentQueriesUseCase.maximumCount) {
        self.fileURL = fileURL
        self.capacity = max(1, capacity)
    }

    public func save(_ query: MovieQuery) async throws(CatalogError) {
        var queries = try load()
        queries.removeAll { $0 == query }
        queries.insert(query, at: 0)
        try store(Array(queries.prefix(capacity)))
    }

    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        Array(try load().prefix(max(0, limit)))
    }

    private func load() throws(CatalogError) -> [MovieQuery] {
        let data: Data
        do throws(AtomicFile.Failure) {
            guard let contents = try AtomicFile(url: fileURL).read() else { return [] }
            data = contents
        } catch {
            throw .storageFailed(error.description)
        }
        let stored: Stored
        do {
            stored = try JSONDecoder().decode(Stored.self, from: data)
        } catch {
            throw .storageFailed(
                "\(fileURL.path) is not a Marquee recent-searches file (\(DecodingErrorDescription.describe(error))); move it aside and search again"
            )
        }
        guard stored.version == Self.formatVersion else {
            throw .storageFailed("\(fileURL.path) has format version \(stored.version); this Marquee reads version \(Self.formatVersion)")
        }
        // Entries that no longer pass MovieQuery's rules are skipped, not fatal.
        var seen = Set<MovieQuery>()
        return stored.queries.compactMap { try? MovieQuery($0) }.filter { seen.insert($0).inserted }
    }

    private func store(_ queries: [MovieQuery]) throws(CatalogError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(Stored(version: Self.formatVersion, queries: queries.map(\.text)))
        } catch {
            throw .storageFailed("cannot encode recent searches: \(error)")
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile(url: fileURL).write(data)
        } catch {
            throw .storageFailed(error.description)
        }
    }
}
