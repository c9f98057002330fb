@@include-if sqlite
import Foundation
import GRDB
import SkeletonData
import SkeletonSQLite
import Testing

@Suite struct SkeletonDatabaseTests {
    func scratchDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("skeleton-data-\(UUID().uuidString)")
    }

    @Test func aNewFileGetsEveryMigration() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try SkeletonDatabase.open(at: .file(directory.appendingPathComponent("skeleton.sqlite")))

        let applied = try await database.read { db in try SkeletonSchema.migrator.appliedIdentifiers(db) }

        #expect(applied == Set(SkeletonSchema.migrator.migrations))
    }

    @Test func aFileThatIsNotOursIsReportedAndKept() throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("skeleton.sqlite")
        let text = Data("not a database\n".utf8)
        try text.write(to: file)

        #expect {
            _ = try SkeletonDatabase.open(at: .file(file))
        } throws: { error in
            (error as? SQLiteError)?.kind == .notADatabase
        }
        #expect(try Data(contentsOf: file) == text)
    }
}
