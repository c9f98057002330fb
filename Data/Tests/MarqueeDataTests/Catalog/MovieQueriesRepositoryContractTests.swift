import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeSQLite
import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// One contract for every `MovieQueriesRepository`: the in-memory fake from
/// MarqueeDomainTesting and the SQLite store must behave alike.
@Suite struct MovieQueriesRepositoryContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemoryFake, sqlite
        var testDescription: String { rawValue }

        func make(in directory: URL) throws -> any MovieQueriesRepository {
            switch self {
            case .inMemoryFake: InMemoryMovieQueriesRepository()
            case .sqlite:
                SQLiteMovieQueriesRepository(
                    database: try MarqueeDatabase.open(at: .file(directory.appendingPathComponent("marquee.sqlite")))
                )
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func startsEmpty(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            #expect(try await kind.make(in: directory).recentQueries(limit: 10).isEmpty)
        }
    }

    @Test(arguments: Kind.allCases)
    func newestFirst(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = try kind.make(in: directory)
            for text in ["alien", "heat", "amelie"] { try await repository.save(MovieQuery(text)) }
            #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["amelie", "heat", "alien"])
        }
    }

    @Test(arguments: Kind.allCases)
    func aRepeatedQueryMovesToTheFrontWithItsNewestSpelling(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = try kind.make(in: directory)
            for text in ["alien", "heat", "  ALIEN "] { try await repository.save(MovieQuery(text)) }
            #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["ALIEN", "heat"])
        }
    }

    @Test(arguments: Kind.allCases)
    func keepsAtMostTen(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = try kind.make(in: directory)
            for index in 1...12 { try await repository.save(MovieQuery("q\(index)")) }
            let recent = try await repository.recentQueries(limit: 50)
            #expect(recent.count == 10)
            #expect(recent.first?.text == "q12" && recent.last?.text == "q3")
        }
    }

    @Test(arguments: Kind.allCases)
    func honoursTheLimit(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = try kind.make(in: directory)
            for text in ["a", "b", "c"] { try await repository.save(MovieQuery(text)) }
            #expect(try await repository.recentQueries(limit: 2).map(\.text) == ["c", "b"])
        }
    }
}

/// Runs `body` with a fresh temporary directory that is removed afterwards.
func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
}
