@@include-if !sqlite
public import Foundation
public import SkeletonDomain
import SkeletonInfrastructure

/// One kind of record kept as a JSON array in one file of the data directory
/// (`notes.json`), read whole and replaced whole through ``AtomicFile``, so a
/// reader sees the old list or the new one, never half a file. For the small
/// amounts a single person keeps; two processes writing at the same moment
/// may lose one write (add the sqlite driver for more).
public struct JSONFileTable<Record: Codable & Sendable>: Sendable {
    private let file: AtomicFile

    /// The table kept in `url`; the file and its directories are created on the first write.
    public init(url: URL) {
        file = AtomicFile(url: url)
    }

    /// Where the records are.
    public var path: String { file.url.path }

    /// Every record, in the order written; none when the file does not exist yet.
    ///
    /// - Throws: ``StorageFailure`` when the file cannot be read or is not such a list.
    public func records() throws(StorageFailure) -> [Record] {
        let data: Data?
        do {
            data = try file.read()
        } catch {
            throw StorageFailure(error)
        }
        guard let data else { return [] }
        do {
            return try JSONDecoder().decode([Record].self, from: data)
        } catch {
            throw StorageFailure(.damaged, place: .file(path))
        }
    }

    /// Replaces every record with `records`.
    ///
    /// - Throws: ``StorageFailure`` when the file cannot be written; the old list is kept then.
    public func write(_ records: [Record]) throws(StorageFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(records)
        } catch {
            throw StorageFailure(.refused(code: "encoding"), place: .file(path))
        }
        do {
            try file.write(data)
        } catch {
            throw StorageFailure(error)
        }
    }
}

extension StorageFailure {
    /// The failure a file operation's `failure` means, at its file.
    init(_ failure: AtomicFile.Failure) {
        let reason: Reason =
            switch failure.reason {
            case .permissionDenied, .directoryMissing, .notADirectory: .cannotOpen
            case .isADirectory: .notAFile
            case .diskFull: .diskFull
            case .readOnly: .readOnly
            case let .other(code): .refused(code: "errno \(code)")
            }
        self.init(reason, place: .file(failure.path))
    }
}
