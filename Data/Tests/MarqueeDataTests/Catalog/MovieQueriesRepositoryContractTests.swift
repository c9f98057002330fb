import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// One contract for every `MovieQueriesRepository`: the in-memory fake from
/// MarqueeDomainTesting and the file-backed store must behave alike.
@Suite struct MovieQueriesRepositoryContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemoryFake, file
        var testDescription: String { rawValue }

        func make(in directory: URL) -> any MovieQueriesRepository {
            switch self {
            case .inMemoryFake: InMemoryMovieQueriesRepository()
            case .file: FileMovieQueriesRepository(fileURL: directory.appendingPathComponent("recent.json"))
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
            let repository = kind.make(in: directory)
            for text in ["alien", "heat", "amelie"] { try await repository.save(MovieQuery(text)) }
            #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["amelie", "heat", "alien"])
        }
    }

    @Test(arguments: Kind.allCases)
    func aRepeatedQueryMovesToTheFrontWithItsNewestSpelling(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = kind.make(in: directory)
            for text in ["alien", "heat", "  ALIEN "] { try await repository.save(MovieQuery(text)) }
            #expect(try await repository.recentQueries(limit: 10).map(\.text) == ["ALIEN", "heat"])
        }
    }

    @Test(arguments: Kind.allCases)
    func keepsAtMostTen(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = kind.make(in: directory)
            for index in 1...12 { try await repository.save(MovieQuery("q\(index)")) }
            let recent = try await repository.recentQueries(limit: 50)
            #expect(recent.count == 10)
            #expect(recent.first?.text == "q12" && recent.last?.text == "q3")
        }
    }

    @Test(arguments: Kind.allCases)
    func honoursTheLimit(kind: Kind) async throws {
        try await withTemporaryDirectory { directory async throws in
            let repository = kind.make(in: directory)
            for text in ["a", "b", "c"] { try await repository.save(MovieQuery(text)) }
            #expect(try await repository.recentQueries(limit: 2).map(\.text) == ["c", "b"])
        }
    }
}

/// What only the file store has to promise.
@Suite struct FileMovieQueriesRepositoryTests {
    @Test func queriesSurviveANewInstance() async throws {
        try await withTemporaryDirectory { directory async throws in
            let url = directory.appendingPathComponent("nested/dir/recent.json")
            try await FileMovieQueriesRepository(fileURL: url).save(MovieQuery("alien"))
            #expect(try await FileMovieQueriesRepository(fileURL: url).recentQueries(limit: 10).map(\.text) == ["alien"])
        }
    }

    @Test func aForeignFileIsReportedAndLeftUntouched() async throws {
        try await withTemporaryDirectory { directory async throws in
            let url = directory.appendingPathComponent("recent.json")
            let foreign = Data("not json at all".utf8)
            try foreign.write(to: url)
            let repository = FileMovieQueriesRepository(fileURL: url)
            do throws(CatalogError) {
                try await repository.save(MovieQuery("alien"))
                Issue.record("expected storageFailed")
            } catch let .storageFailed(reason) {
                #expect(reason.contains(url.path) && reason.contains("move it aside"))
            }
            #expect(try Data(contentsOf: url) == foreign)
        }
    }

    @Test func anUnwritableDirectoryIsAStorageError() async throws {
        try await withTemporaryDirectory { directory async throws in
            // A regular file where the directory should be: creating it must fail.
            let blocker = directory.appendingPathComponent("blocker")
            try Data().write(to: blocker)
            let repository = FileMovieQueriesRepository(fileURL: blocker.appendingPathComponent("recent.json"))
            await #expect(throws: CatalogError.self) { try await repository.save(MovieQuery("alien")) }
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
