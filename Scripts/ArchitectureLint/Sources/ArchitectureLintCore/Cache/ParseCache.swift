import Foundation
import Synchronization

/// Each Swift file's scan (imports, suppressions, `#if` names), kept by the
/// file's content, so a run parses only the files that changed since the
/// last run: a warm run reads and hashes every file, and parses none.
///
/// The scans of one workspace are kept in one file,
/// `<cache>/parses/<hash of the root's path>.bin`, written whole (to a
/// temporary file, then renamed) at the end of a run that parsed something
/// or stopped using an entry, with only the entries that run used. The file
/// starts with the ``CacheEnvironment`` it was written under and ends with a
/// checksum; a file of another environment, a damaged one or one that cannot
/// be read is ignored (the run parses everything and writes a new one), and
/// a cache that cannot be written costs only the time to parse again.
final class ParseCache: Sendable {
    /// A file's content as the cache knows it: its length and a 64-bit hash.
    struct ContentKey: Hashable, Sendable {
        let length: Int
        let hash: UInt64

        init(_ bytes: UnsafeRawBufferPointer) {
            length = bytes.count
            hash = Self.hash(bytes)
        }

        /// Eight bytes a step, each step a bijection of the state (xor,
        /// multiply by an odd constant, xor-shift), then MurmurHash3's
        /// finaliser: a warm run hashes every byte of every file, and FNV-1a,
        /// a byte a step, was a sixth of a warm run over 10,000 files.
        static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var state: UInt64 = 0x243f_6a88_85a3_08d3 ^ UInt64(bytes.count)
            let words = bytes.count / 8
            for index in 0..<words {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                state = (state ^ word) &* 0x9e37_79b9_7f4a_7c15
                state ^= state >> 32
            }
            var tail: UInt64 = 0
            for index in (words * 8)..<bytes.count {
                tail |= UInt64(bytes[index]) << UInt64((index - words * 8) * 8)
            }
            state = (state ^ tail) &* 0x9e37_79b9_7f4a_7c15
            state ^= state >> 33
            state = state &* 0xff51_afd7_ed55_8ccd
            state ^= state >> 33
            state = state &* 0xc4ce_b9fe_1a85_ec53
            return state ^ (state >> 33)
        }

        init(length: Int, hash: UInt64) {
            self.length = length
            self.hash = hash
        }
    }

    private struct State {
        /// What this run looked up or worked out: the next file's entries.
        var used: [ContentKey: CachedScan]
        /// How many files this run parsed.
        var parsed = 0
    }

    private static let magic = Array("architecture-lint parses\n".utf8)

    /// The cache file; nil when the cache is off.
    let file: URL?
    private let environment: CacheEnvironment
    /// What the file held when the run started.
    private let stored: [ContentKey: CachedScan]
    private let state: Mutex<State>

    /// Reads the scans kept for the workspace at `root`.
    ///
    /// - Parameters:
    ///   - directory: the lint's cache directory; nil keeps scans for this run only.
    ///   - root: the workspace root, which names the file.
    ///   - environment: what the kept scans must have been worked out under.
    init(directory: URL?, root: URL, environment: CacheEnvironment) {
        file = directory?.appendingPathComponent(
            "parses/\(FNV1a.hex([Array(root.standardizedFileURL.path.utf8)])).bin")
        self.environment = environment
        stored = file.flatMap { try? Self.read($0, environment: environment) } ?? [:]
        var used: [ContentKey: CachedScan] = [:]
        used.reserveCapacity(stored.count)
        state = Mutex(State(used: used))
    }

    /// Reads one file and returns its scan, from the cache when its content
    /// is known. An unreadable file scans as empty.
    ///
    /// - Parameters:
    ///   - url: the file.
    ///   - rootPath: the workspace root, to make the reported path relative.
    func scan(_ url: URL, relativeTo rootPath: String) -> ScannedFile {
        scan(path: url.standardizedFileURL.path, relativeTo: rootPath)
    }

    /// ``scan(_:relativeTo:)`` for a file given by its standardized path.
    func scan(path absolutePath: String, relativeTo rootPath: String) -> ScannedFile {
        let path = SourceScanner.relativePath(absolutePath, to: rootPath)
        guard let data = FileManager.default.contents(atPath: absolutePath) else {
            return ScannedFile(
                path: path, imports: [], suppressions: [], conditionFlags: [], hasConditionsAfterHeader: false)
        }
        let key = data.withUnsafeBytes { ContentKey($0) }
        if let known = lookUp(key) { return known.file(at: path) }
        let file = ImportExtractor.scan(bytes: Array(data), path: path)
        remember(CachedScan(file), for: key)
        return file
    }

    /// The names in every `#if` and `#elseif` condition of the whole file,
    /// for a file whose scan covered only its header.
    func wholeFileConditionFlags(_ url: URL) -> [ConditionFlag] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        let key = data.withUnsafeBytes { ContentKey($0) }
        let known = lookUp(key)
        if let flags = known?.wholeFileConditionFlags { return flags }
        let bytes = Array(data)
        let flags = ImportExtractor.conditionFlags(in: ParsedSwift(bytes, path: url.path))
        var entry = known ?? CachedScan(ImportExtractor.scan(bytes: bytes, path: url.path))
        entry.wholeFileConditionFlags = flags
        remember(entry, for: key)
        return flags
    }

    /// Writes the scans this run used, when they differ from those it read.
    /// A cache that cannot be written is left as it is.
    func save() {
        guard let file else { return }
        let (entries, changed) = state.withLock { state in
            (state.used, state.parsed > 0 || state.used.count != stored.count)
        }
        guard changed else { return }
        let bytes = Self.encode(entries, environment: environment)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: file, options: .atomic)
    }

    private func lookUp(_ key: ContentKey) -> CachedScan? {
        let kept = stored[key]
        return state.withLock { state in
            if let used = state.used[key] { return used }
            guard let kept else { return nil }
            state.used[key] = kept
            return kept
        }
    }

    private func remember(_ entry: CachedScan, for key: ContentKey) {
        state.withLock { state in
            state.parsed += 1
            if entry.isCacheable { state.used[key] = entry }
        }
    }

    /// How many files this run has parsed (none, when every file's content was known).
    var parsedFiles: Int { state.withLock { $0.parsed } }

    /// The file's bytes: the magic line, the environment, the entries, then
    /// a checksum of everything before it.
    static func encode(_ entries: [ContentKey: CachedScan], environment: CacheEnvironment) -> [UInt8] {
        var writer = ByteWriter()
        writer.write(entries.count)
        for (key, entry) in entries {
            writer.write(key.length)
            writer.writeFixed(key.hash)
            entry.write(to: &writer)
        }
        return framed(writer.bytes, environment: environment)
    }

    /// Entries as ``encode(_:environment:)`` writes them (a count, then each
    /// key and scan) framed as a cache file: the magic line and the
    /// environment before them, the checksum after.
    static func framed(_ entries: [UInt8], environment: CacheEnvironment) -> [UInt8] {
        var writer = ByteWriter()
        writer.append(magic)
        writer.write(environment.key)
        writer.append(entries)
        var bytes = writer.bytes
        let checksum = bytes.withUnsafeBytes { ContentKey.hash($0) }
        var trailer = ByteWriter()
        trailer.writeFixed(checksum)
        bytes += trailer.bytes
        return bytes
    }

    /// The entries of a cache file written under `environment`.
    ///
    /// - Throws: ``CacheFormatError`` when the file is damaged or of another
    ///   environment; any error reading it.
    static func read(_ file: URL, environment: CacheEnvironment) throws -> [ContentKey: CachedScan] {
        try decode(Array(Data(contentsOf: file)), environment: environment)
    }

    static func decode(_ bytes: [UInt8], environment: CacheEnvironment) throws(CacheFormatError) -> [ContentKey:
        CachedScan]
    {
        guard bytes.count >= magic.count + 8, Array(bytes[..<magic.count]) == magic else { throw CacheFormatError() }
        let body = bytes.count - 8
        var trailer = ByteReader(bytes, offset: body)
        let checksum = bytes.withUnsafeBytes { ContentKey.hash(UnsafeRawBufferPointer(rebasing: $0[..<body])) }
        guard try trailer.readFixed() == checksum else { throw CacheFormatError() }
        var reader = ByteReader(Array(bytes[..<body]), offset: magic.count)
        guard try reader.readString() == environment.key else { throw CacheFormatError() }
        let count = try reader.readCount()
        var entries: [ContentKey: CachedScan] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let length = try reader.readInt()
            let key = ContentKey(length: length, hash: try reader.readFixed())
            entries[key] = try CachedScan(from: &reader)
        }
        guard reader.isAtEnd else { throw CacheFormatError() }
        return entries
    }
}
