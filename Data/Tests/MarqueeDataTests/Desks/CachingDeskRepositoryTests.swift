import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Synchronization
import Testing

/// The service's token lookups from memory while the store's revision
/// holds, and never past a change: over a real SQLite file whose revision it reads.
@Suite struct CachingDeskRepositoryTests {
    /// Keeps the contract of every desk repository, over a SQLite file.
    @Test(arguments: DeskRepositoryContract.checks)
    func itKeepsTheContract(check: ContractCheck<any DeskRepository>) async throws {
        try await withScratchDatabase { database, _ in
            try await check.run(
                against: CachingDeskRepository(SQLiteDeskRepository(database: database)) {
                    try? await database.revision().description
                })
        }
    }

    @Test func aLookupIsAnsweredFromMemoryUntilTheStoreChanges() async throws {
        try await withScratchDatabase { database, file in
            let desks = CachingDeskRepository(SQLiteDeskRepository(database: database)) {
                try? await database.revision().description
            }
            let front = Desk(name: try DeskName("front"), role: .clerk, addedAt: SharedFixtures.now)
            try await desks.add(front, tokenDigest: .init(hex: "0a"))
            #expect(try await desks.credential(withTokenDigest: .init(hex: "0a"))?.desk == front)
            // Another connection revokes the desk behind the cache's back.
            let other = SQLiteDeskRepository(database: try MarqueeDatabase.open(at: .file(file)))
            _ = try await other.recordRevocation(of: front.name, at: SharedFixtures.now)
            let seen = try await desks.credential(withTokenDigest: .init(hex: "0a"))
            #expect(seen?.desk.revokedAt == SharedFixtures.now, "the revocation was not seen")
        }
    }

    /// What the store holds is read again only when its revision moves: a
    /// desk added behind the cache while the revision stays is not seen.
    @Test func anUnknownTokenStaysUnknownUntilTheRevisionMoves() async throws {
        let store = InMemoryDeskRepository()
        let revision = Mutex<String?>("r1")
        let desks = CachingDeskRepository(store) { revision.withLock { $0 } }
        let foyer = Desk(name: try DeskName("foyer"), role: .clerk, addedAt: SharedFixtures.now)
        #expect(try await desks.credential(withTokenDigest: .init(hex: "ff")) == nil)
        try await store.add(foyer, tokenDigest: .init(hex: "ff"))
        #expect(try await desks.credential(withTokenDigest: .init(hex: "ff")) == nil, "not kept")
        revision.withLock { $0 = "r2" }
        #expect(try await desks.credential(withTokenDigest: .init(hex: "ff"))?.desk == foyer)
        // Without a revision, every lookup reads the store.
        revision.withLock { $0 = nil }
        _ = try await store.recordRevocation(of: foyer.name, at: SharedFixtures.now)
        #expect(try await desks.credential(withTokenDigest: .init(hex: "ff"))?.desk.revokedAt == SharedFixtures.now)
    }

    /// Past its capacity the cache drops what it kept, so odd tokens cannot grow it.
    @Test func aFloodOfTokensKeepsAtMostTheCapacity() async throws {
        let store = InMemoryDeskRepository()
        let desks = CachingDeskRepository(store) { "r1" }
        let first = Desk(name: try DeskName("first"), role: .clerk, addedAt: SharedFixtures.now)
        #expect(try await desks.credential(withTokenDigest: .init(hex: "0")) == nil)
        try await store.add(first, tokenDigest: .init(hex: "0"))
        for index in 1...CachingDeskRepository.capacity {
            _ = try await desks.credential(withTokenDigest: .init(hex: String(index, radix: 16)))
        }
        // The first lookup was dropped with the rest when the cache filled, so it is read again.
        #expect(try await desks.credential(withTokenDigest: .init(hex: "0"))?.desk == first)
    }
}
