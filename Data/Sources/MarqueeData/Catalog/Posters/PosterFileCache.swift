public import Foundation
public import MarqueeDomain
package import MarqueeInfrastructure

/// Poster images kept as files in one directory, at most ``capacityBytes`` in
/// all, the least recently used evicted first.
///
/// Each image is one file named by ``PosterCacheKey`` (path and width only).
/// A file's modification date is the time it was last used: set when it is
/// written and again on every read, so eviction needs no index that could
/// disagree with the directory, and two processes sharing it stay consistent.
/// Writes are atomic (``AtomicFile``), owner-only, in a directory created
/// `0700`. The cache is best effort: a file that is not a readable, non-empty
/// regular file is a miss and is removed, and nothing here crashes.
public actor PosterFileCache {
    /// The default cap: 100 MiB, a few hundred full-size posters.
    public static let defaultCapacityBytes = 100 * 1024 * 1024

    /// The directory the files live in.
    public nonisolated let directory: URL
    /// The most bytes kept; an image larger than this is never cached.
    public nonisolated let capacityBytes: Int
    private let clock: any TimeSource

    /// Creates a cache over `directory`; nothing is touched until the first write.
    ///
    /// - Parameters:
    ///   - directory: Where the files go, such as `<data dir>/posters`; created
    ///     owner-only on the first write.
    ///   - capacityBytes: The total size cap; below 0 counts as 0 (cache nothing).
    ///   - clock: The one clock, which stamps each use; tests pass a manual one.
    public init(
        directory: URL,
        capacityBytes: Int = PosterFileCache.defaultCapacityBytes,
        clock: any TimeSource
    ) {
        self.directory = directory
        self.capacityBytes = max(0, capacityBytes)
        self.clock = clock
    }

    /// What a lookup found.
    package enum Lookup: Equatable {
        case hit(Data)
        case miss
        /// Something unusable was there (and has been removed); says what.
        case corrupt(String)
    }

    /// What a store did.
    package enum StoreOutcome: Equatable {
        case stored(evicted: Int)
        /// Larger than the whole cap, so not kept.
        case tooLarge
    }

    /// The cached image for `key`, marking it as just used.
    package func lookup(_ key: PosterCacheKey) async -> Lookup {
        let url = fileURL(for: key)
        let manager = FileManager.default
        // attributesOfItem does not follow a symbolic link, so a link is seen as one.
        guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return .miss }
        let reason: String
        if attributes[.type] as? FileAttributeType != .typeRegular {
            reason = "not a regular file"
        } else if let data = try? Data(contentsOf: url) {
            if !data.isEmpty {
                try? manager.setAttributes([.modificationDate: await usedNow()], ofItemAtPath: url.path)
                return .hit(data)
            }
            reason = "empty"
        } else {
            reason = "unreadable"
        }
        try? manager.removeItem(at: url)
        return .corrupt("\(url.path) is \(reason)")
    }

    /// Keeps `data` under `key`, then evicts the least recently used other
    /// files until the total is within the cap.
    ///
    /// - Throws: ``AtomicFile/Failure`` when the file cannot be written.
    package func store(_ data: Data, for key: PosterCacheKey) async throws(AtomicFile.Failure) -> StoreOutcome {
        guard data.count <= capacityBytes else { return .tooLarge }
        let url = fileURL(for: key)
        let manager = FileManager.default
        // A directory (or anything else) squatting on the name would make the rename fail.
        if let type = (try? manager.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType,
            type != .typeRegular
        {
            try? manager.removeItem(at: url)
        }
        try AtomicFile(url: url).write(data)
        try? manager.setAttributes([.modificationDate: await usedNow()], ofItemAtPath: url.path)
        return .stored(evicted: evict(keeping: key.fileName))
    }

    /// How many posters are cached, their total size, and the oldest use.
    ///
    /// - Throws: ``PosterError/catalog(_:)`` with ``CatalogError/storageFailed(_:)``
    ///   when the directory exists but cannot be listed.
    public func stats() throws(PosterError) -> CacheStats {
        let entries = try listEntries()
        return CacheStats(
            entries: entries.count,
            bytes: entries.reduce(0) { $0 + $1.bytes },
            oldest: entries.map(\.lastUsed).min().map {
                Timestamp(secondsSinceEpoch: Int64($0.timeIntervalSince1970.rounded(.down)))
            }
        )
    }

    /// Removes every cached poster (and anything squatting on a poster's name).
    ///
    /// - Returns: What was removed.
    /// - Throws: ``PosterError/catalog(_:)`` with ``CatalogError/storageFailed(_:)``
    ///   naming the first file that could not be removed; the rest are still tried.
    @discardableResult
    public func clear() throws(PosterError) -> CacheStats {
        let removed = try stats()
        let manager = FileManager.default
        var failure: StorageFailure?
        for name in try names() where Self.isOwned(name) {
            do {
                try manager.removeItem(at: directory.appendingPathComponent(name))
            } catch {
                failure =
                    failure ?? StorageFailure(.readOnly, place: .file(directory.appendingPathComponent(name).path))
            }
        }
        if let failure { throw .catalog(.storageFailed(failure)) }
        return removed
    }

    /// The clock's time as a file modification date.
    private func usedNow() async -> Date {
        Date(timeIntervalSince1970: TimeInterval(await clock.now().secondsSinceEpoch))
    }

    // MARK: - Files

    private struct Entry {
        let name: String
        let bytes: Int
        let lastUsed: Date
    }

    private func fileURL(for key: PosterCacheKey) -> URL {
        directory.appendingPathComponent(key.fileName, isDirectory: false)
    }

    /// The names in the directory; none when it does not exist yet.
    private func names() throws(PosterError) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else {
            throw .catalog(.storageFailed(StorageFailure(.cannotOpen, place: .file(directory.path))))
        }
        do {
            return try manager.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .catalog(.storageFailed(StorageFailure(.cannotOpen, place: .file(directory.path))))
        }
    }

    /// The cached posters: regular files with a key's name.
    private func listEntries() throws(PosterError) -> [Entry] {
        let manager = FileManager.default
        return try names().filter(PosterCacheKey.isKey).compactMap { name in
            guard let attributes = try? manager.attributesOfItem(atPath: directory.appendingPathComponent(name).path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return nil }
            let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let lastUsed = attributes[.modificationDate] as? Date ?? .distantPast
            return Entry(name: name, bytes: bytes, lastUsed: lastUsed)
        }
    }

    /// Removes the least recently used entries other than `kept` until the
    /// total fits the cap; ties go by name so the order is deterministic.
    private func evict(keeping kept: String) -> Int {
        guard let entries = try? listEntries() else { return 0 }
        var total = entries.reduce(0) { $0 + $1.bytes }
        var evicted = 0
        let oldestFirst = entries.sorted { ($0.lastUsed, $0.name) < ($1.lastUsed, $1.name) }
        for entry in oldestFirst where total > capacityBytes && entry.name != kept {
            // Another process may have evicted it already; either way it is gone.
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry.name))
            total -= entry.bytes
            evicted += 1
        }
        return evicted
    }

    /// Whether `name` is ours to clear: a key, or AtomicFile's temporary for one.
    private static func isOwned(_ name: String) -> Bool {
        if PosterCacheKey.isKey(name) { return true }
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        return PosterCacheKey.isKey(String(name.dropFirst()))
    }
}
