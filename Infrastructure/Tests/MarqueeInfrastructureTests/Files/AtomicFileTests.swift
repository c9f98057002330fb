import Foundation
import MarqueeInfrastructure
import Testing

@Suite struct AtomicFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")

    @Test func aMissingFileReadsAsNil() throws {
        #expect(try AtomicFile(url: directory.appendingPathComponent("none")).read() == nil)
    }

    @Test func writesCreateOwnerOnlyDirectoriesAndFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = AtomicFile(url: directory.appendingPathComponent("a/b.json"))
        try file.write(Data("one".utf8))
        try file.write(Data("two".utf8))
        #expect(try file.read() == Data("two".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let parent = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("a").path)
        #expect(parent[.posixPermissions] as? Int == 0o700)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a").path)
        #expect(leftovers == ["b.json"])
    }

    @Test func aFailedWriteNamesTheFileAndLeavesNothingBehind() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A directory where the file should be: the rename must fail.
        let target = directory.appendingPathComponent("taken")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        do {
            try AtomicFile(url: target).write(Data("x".utf8))
            Issue.record("expected a failure")
        } catch {
            #expect(error.description.contains(target.path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken"])
    }

    @Test func withoutCreatingDirectoriesAMissingDirectoryIsRefusedAndNothingIsCreated() throws {
        let file = AtomicFile(url: directory.appendingPathComponent("missing/x.jpg"), createsDirectories: false)
        #expect(throws: AtomicFile.Failure(reason: .directoryMissing, path: file.url.path)) {
            try file.write(Data("x".utf8))
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func aFileWherePathNeedsADirectoryIsReportedAsSuch() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("plain")
        try Data().write(to: blocker)
        #expect(throws: AtomicFile.Failure(reason: .notADirectory, path: blocker.path)) {
            try AtomicFile(url: blocker.appendingPathComponent("x/y.json")).write(Data("x".utf8))
        }
    }
}
