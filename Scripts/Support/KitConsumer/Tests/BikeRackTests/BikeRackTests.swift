import BikeRack
import Foundation
import MarqueeTerminalModel
import Testing

@Suite struct BikeRackTests {
    @Test func theKitsDriversKeepDrawAndExportTheRacks() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bike-rack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let rack = try BikeRack(at: directory.appendingPathComponent("racks.sqlite"))
        try await rack.stock("Station 🚲", bikes: 4)
        try await rack.stock("Harbour", bikes: 2)
        try await rack.stock("Harbour", bikes: 3)

        let reopened = try BikeRack(at: directory.appendingPathComponent("racks.sqlite"))
        let racks = try await reopened.racks()
        #expect(racks.map(\.name) == ["Harbour", "Station 🚲"])
        #expect(racks.map(\.bikes) == [3, 4])

        let frame = try await reopened.frame(columns: 16)
        #expect(frame.lines == ["Racks", "  Harbour: 3", "  Station 🚲: 4"])
        #expect(frame[row: 0, column: 0].style.attributes.contains(.bold))

        let export = directory.appendingPathComponent("racks.tsv")
        try await reopened.export(to: export)
        #expect(try String(contentsOf: export, encoding: .utf8) == "Harbour\t3\nStation 🚲\t4\n")
    }
}
