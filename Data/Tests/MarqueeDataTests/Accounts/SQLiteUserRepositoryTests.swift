import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

@Suite struct SQLiteUserRepositoryTests {
    /// The backstop behind the use cases' check: even a write that skips the
    /// repository cannot store two users whose names differ only in case.
    @Test func theUniqueIndexRefusesASecondHolderOfANameInAnyCase() async throws {
        try await withScratchDatabase { database, _ in
            try await SQLiteUserRepository(database: database).save(AccountsFixtures.ripley)
            let error = await #expect(throws: SQLiteError.self) {
                try await database.write { db in
                    try db.execute(
                        sql: "INSERT INTO user (id, name, normalized_name) VALUES ('user-2', 'RIPLEY', 'ripley')")
                }
            }
            #expect(error?.kind == .statementFailed)
            #expect(error?.detail.contains("UNIQUE constraint failed: user.normalized_name") == true)
        }
    }

    @Test func usersSurviveReopeningTheFile() async throws {
        try await withScratchDatabase { database, file in
            try await SQLiteUserRepository(database: database).save(AccountsFixtures.ripley)
            let reopened = SQLiteUserRepository(database: try MarqueeDatabase.open(at: .file(file)))
            #expect(try await reopened.allUsers() == [try AccountsFixtures.ripley])
        }
    }
}
