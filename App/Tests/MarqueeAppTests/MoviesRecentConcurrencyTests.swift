import Foundation
import MarqueeInfrastructureTesting
import Testing

/// Recent searches saved by real `marquee` processes running at once.
@Suite struct MoviesRecentConcurrencyTests {
    @Test func concurrentProcessesLoseNoQuery() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        // Creates the file first so the processes race on saving, not only on creating it.
        #expect(try await marquee.run("movies", "recent").status == 0)
        for round in 0..<2 {
            let queries = (0..<10).map { "alien \(round)-\($0)" }
            let statuses = Statuses()
            await withTaskGroup(of: Int32.self) { group in
                for query in queries {
                    group.addTask { (try? await marquee.run("movies", "search", query).status) ?? -1 }
                }
                for await status in group { statuses.append(status) }
            }
            #expect(statuses.all == Array(repeating: 0, count: queries.count))
            let result = try await marquee.run("movies", "recent", "--json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(Set(json["queries"] as? [String] ?? []) == Set(queries))
        }
    }

    @Test func killingProcessesMidWriteLeavesAConsistentDatabase() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        #expect(try await marquee.run("movies", "search", "heat").status == 0)
        for round in 0..<12 {
            let process = ChildProcess()
            process.executableURL = MarqueeProcess.executable
            process.arguments = ["movies", "search", "alien \(round)"]
            process.environment = ["PATH": "/usr/bin:/bin", "MARQUEE_DATA_DIR": marquee.dataDirectory.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // From at once to well after the save, so some kills land mid-write.
            usleep(UInt32(round * 2_500))
            kill(process.processIdentifier, SIGKILL)
            await process.exited()
        }
        let recent = try await marquee.run("movies", "recent", "--json")
        #expect(recent.status == 0, "\(recent.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(recent.stdout.utf8)) as? [String: Any])
        let queries = json["queries"] as? [String] ?? []
        #expect(queries.contains("heat") || queries.count == 10)
        #expect(try await marquee.run("movies", "search", "amelie").status == 0)
        #expect(try await marquee.run("movies", "recent").stdout.contains("1. amelie"))
    }
}

/// Exit statuses collected from several threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int32] = []

    func append(_ status: Int32) {
        lock.lock()
        statuses.append(status)
        lock.unlock()
    }

    var all: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return statuses
    }
}
