@@include-if !sqlite
import Foundation
import SkeletonData
import SkeletonDomain
import Testing

@Suite struct JSONFileTableTests {
    struct Row: Codable, Equatable, Sendable {
        var id: String
    }

    func scratchFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("skeleton-data-\(UUID().uuidString)/rows.json")
    }

    @Test func aMissingFileHoldsNothingAndAWrittenOneIsReadBack() throws {
        let url = scratchFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let table = JSONFileTable<Row>(url: url)

        #expect(try table.records() == [])
        try table.write([Row(id: "a"), Row(id: "b")])
        #expect(try JSONFileTable<Row>(url: url).records() == [Row(id: "a"), Row(id: "b")])
    }

    @Test func aFileThatIsNotSuchAListIsDamagedAndKept() throws {
        let url = scratchFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: url)

        #expect(throws: StorageFailure(.damaged, place: .file(url.path))) {
            try JSONFileTable<Row>(url: url).records()
        }
        #expect(try Data(contentsOf: url) == Data("{}".utf8))
    }
}
