import Foundation
import SkeletonCommandLine
import SkeletonInfrastructure
import SkeletonInfrastructureTesting
import SkeletonTerminalModel
import Testing
@@if terminal
import SkeletonTerminal
import SkeletonTerminalUI
@@endif
@@if images
import SkeletonImages
@@endif
@@if http
import SkeletonHTTPClient
@@endif
@@if sqlite
import GRDB
import SkeletonSQLite
@@endif
@@if postgresql
import SkeletonPostgreSQL
@@endif

/// The drivers are Marquee's kit's, by URL and version (Package.swift); the
/// kit tests them. These check that each one this app chose resolves, links
/// and works here, through the app's own module names.
@Suite struct KitTests {
    @Test func aFileIsWrittenAtOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("note.txt")
        try AtomicFile(url: file).write(Data("first 🚲\n".utf8))
        try AtomicFile(url: file).write(Data("second 🚲\n".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "second 🚲\n")
    }

    @Test func aCommandsOutputNamesItsProgramAndKeepsItsJSONExact() {
        enum Bike: CommandLineProgram { static let name = "bike" }
        let failed = ProgramOutput<Bike>.failed("No bike \u{1B}[31m🚲.", outcome: .notPermitted)
        #expect(failed.standardError == [TerminalText.neutralized("bike: No bike \u{1B}[31m🚲.")])
        #expect(failed.standardError.allSatisfy { !$0.unicodeScalars.contains("\u{1B}") })
        #expect(failed.outcome.exitStatus == 77)
        #expect(ProgramOutput<Bike>.json(.object(["bike": .string("🚲\u{9B}")])).standardOutput == [
            "{\n  \"bike\" : \"🚲\\u009b\"\n}"
        ])
    }

    @Test func textIsDrawnAsATerminalShowsIt() {
        var grid = TerminalGrid(columns: 12, rows: 1)
        grid.write("🚲 bike", row: 0, column: 0, style: TerminalStyle(attributes: .bold))
        #expect(grid.lines == ["🚲 bike"])
        #expect(DisplayWidth.of("🚲") == 2)
    }
@@if terminal

    @Test func keysAreDecodedFromTheirBytes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1b}[A".utf8)) == [.key(.up)])
    }

    @Test func aTextFieldKeepsAJoinedEmojiWhole() {
        var field = TextField("ok")
        field.paste("👍🏽")
        #expect(field.text == "ok👍🏽")
        #expect(field.caret == 3)
        #expect(field.caretColumn == 4)
    }
@@endif
@@if images

    @Test func bytesThatAreNoJPEGAreRefused() {
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder().decode([0, 1, 2, 3]) }
    }
@@endif
@@if http

    @Test func aBaseURLWithAQueryIsRefused() {
        #expect(throws: NetworkError.self) { try NetworkConfig(baseURL: "https://example.net/?key=1") }
        #expect(throws: Never.self) { try NetworkConfig(baseURL: "https://example.net/v1") }
    }
@@endif
@@if sqlite

    @Test func aDatabaseFileKeepsWhatIsWritten() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var migrator = DatabaseMigrator()
        migrator.registerMigration("items") { db in
            try db.execute(sql: "CREATE TABLE item (name TEXT NOT NULL PRIMARY KEY) STRICT")
        }
        let url = directory.appendingPathComponent("items.sqlite")
        let database = try SQLiteDatabase(at: .file(url), migrator: migrator, configuration: SQLiteConfiguration(label: "kit"))
        try await database.write { db in try db.execute(sql: "INSERT INTO item (name) VALUES ('Bike 🚲')") }
        let reopened = try SQLiteDatabase(at: .file(url), migrator: migrator, configuration: SQLiteConfiguration(label: "kit"))
        #expect(try await reopened.read { db in try String.fetchAll(db, sql: "SELECT name FROM item") } == ["Bike 🚲"])
    }
@@endif
@@if postgresql

    @Test func aDatabaseURLIsReadWithoutItsPassword() throws {
        let settings = try PostgreSQLSettings(url: "postgres://rider:secret@127.0.0.1:5433/rentals")
        #expect(settings.host == "127.0.0.1" && settings.port == 5433 && settings.user == "rider")
        #expect(!settings.address.contains("secret"))
    }
@@endif
}
