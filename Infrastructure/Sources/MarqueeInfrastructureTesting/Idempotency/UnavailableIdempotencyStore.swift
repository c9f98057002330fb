public import Foundation
public import MarqueeInfrastructure

/// An ``IdempotencyStore`` whose backing store does not answer: every call
/// throws ``StoreUnavailable``. For tests of what a service does then.
public struct UnavailableIdempotencyStore: IdempotencyStore {
    /// The error every call throws.
    public struct StoreUnavailable: Error, Equatable {}

    /// Creates the store.
    public init() {}

    /// Throws ``StoreUnavailable``.
    public func claim(
        _ key: IdempotencyKey, owner: String, request: IdempotentRequest, now: Date, expiresAt: Date
    ) throws -> IdempotencyClaim {
        throw StoreUnavailable()
    }

    /// Throws ``StoreUnavailable``.
    public func record(_ response: IdempotentResponse, for key: IdempotencyKey, owner: String, expiresAt: Date) throws {
        throw StoreUnavailable()
    }

    /// Throws ``StoreUnavailable``.
    public func release(_ key: IdempotencyKey, owner: String) throws {
        throw StoreUnavailable()
    }
}
