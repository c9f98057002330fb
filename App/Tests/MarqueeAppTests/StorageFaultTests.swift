import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The data directory on a small `tmpfs`, full or read-only for real: the
/// built binary says which, in one line, and loses nothing.
@Suite(.serialized, .enabled(if: TemporaryFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
struct StorageFaultTests {
    @Test func onAReadOnlyFileSystemReadingCommandsWorkAndWritesAreRefused() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 4096)
        let marquee = MarqueeProcess(dataDirectory: fileSystem.url.appendingPathComponent("data"))
        try await marquee.register("Ripley")
        let screening = try await marquee.schedule(seats: 10)
        _ = try await marquee.order(user: "Ripley", screening: screening, quantity: 2)
        let program = try await marquee.succeed("program")
        let orders = try await marquee.succeed("orders", "list", "--user", "Ripley")
        try fileSystem.makeReadOnly()

        #expect(try await marquee.succeed("program") == program)
        #expect(try await marquee.succeed("orders", "list", "--user", "Ripley") == orders)
        #expect(try await marquee.succeed("users", "list").contains("Ripley"))
        let search = try await marquee.run(["movies", "search", "alien"], timeZone: "UTC")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("Alien"))
        let refused = try await marquee.run(["users", "register", "Dallas"], timeZone: "UTC")

        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("marquee.sqlite cannot be written"), "\(refused.stderr)")
        #expect(refused.stderr.contains("read-only"), "\(refused.stderr)")
        #expect(await !(try marquee.succeed("users", "list").contains("Dallas")))
    }

    @Test func aFullDiskIsReportedAsSuchAndNothingIsHalfWritten() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 4096)
        let marquee = MarqueeProcess(dataDirectory: fileSystem.url.appendingPathComponent("data"))
        try await marquee.register("Ripley")
        let screening = try await marquee.schedule(seats: 10)
        let before = try await marquee.storedState()
        let filler = try fileSystem.fill()

        let refused = try await marquee.run(
            ["orders", "place", "--user", "Ripley", "--screening", screening, "--quantity", "3"], timeZone: "UTC"
        )

        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("the disk is full; free some space and try again"), "\(refused.stderr)")
        // Nothing needs writing to read: those commands work on the full disk.
        #expect(try await marquee.succeed("program").contains("Alien"))
        #expect(try await marquee.succeed("users", "list").contains("Ripley"))
        #expect(try await marquee.succeed("orders", "list", "--user", "Ripley").contains("no orders yet"))
        _ = try await marquee.succeed("movies", "recent")
        try FileManager.default.removeItem(at: filler)
        #expect(try await marquee.storedState() == before)
        _ = try await marquee.order(user: "Ripley", screening: screening, quantity: 3)
        #expect(try await marquee.program().first?["seatsLeft"] as? Int == 7)
    }
}
