import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeSQLite

/// A Marquee database in a fresh temporary directory, removed afterwards.
func withScratchDatabase<T>(_ body: (SQLiteDatabase, URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-sqlite-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("marquee.sqlite")
    return try await body(try MarqueeDatabase.open(at: .file(file)), file)
}

/// A fresh temporary directory, removed afterwards.
func withScratchDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-sqlite-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}
