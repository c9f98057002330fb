public import Foundation
public import MarqueeInfrastructure

/// An ``IdempotencyStore`` in memory, for tests and a single process; the
/// reference the SQLite and PostgreSQL stores are checked against
/// (``IdempotencyStoreContract``).
public actor InMemoryIdempotencyStore: IdempotencyStore {
    private struct Slot: Hashable {
        let owner: String
        let key: IdempotencyKey
    }

    private struct Entry {
        var record: IdempotencyRecord
        var expiresAt: Date
    }

    private var entries: [Slot: Entry] = [:]

    /// Creates an empty store.
    public init() {}

    /// See ``IdempotencyStore/claim(_:owner:request:now:expiresAt:)``.
    public func claim(
        _ key: IdempotencyKey, owner: String, request: IdempotentRequest, now: Date, expiresAt: Date
    ) -> IdempotencyClaim {
        let slot = Slot(owner: owner, key: key)
        if let entry = entries[slot], entry.expiresAt > now { return .held(entry.record) }
        entries[slot] = Entry(
            record: IdempotencyRecord(request: request, claimedAt: now, response: nil), expiresAt: expiresAt)
        return .claimed
    }

    /// See ``IdempotencyStore/record(_:for:owner:expiresAt:)``.
    public func record(_ response: IdempotentResponse, for key: IdempotencyKey, owner: String, expiresAt: Date) {
        let slot = Slot(owner: owner, key: key)
        guard let entry = entries[slot] else { return }
        entries[slot] = Entry(
            record: IdempotencyRecord(
                request: entry.record.request, claimedAt: entry.record.claimedAt, response: response),
            expiresAt: expiresAt)
    }

    /// See ``IdempotencyStore/release(_:owner:)``.
    public func release(_ key: IdempotencyKey, owner: String) {
        let slot = Slot(owner: owner, key: key)
        guard entries[slot]?.record.response == nil else { return }
        entries[slot] = nil
    }

    /// How many records it holds, expired ones included (for tests).
    public var count: Int { entries.count }
}
