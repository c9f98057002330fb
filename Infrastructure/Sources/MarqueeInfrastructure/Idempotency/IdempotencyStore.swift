public import Foundation

/// Where an HTTP service keeps the requests that carried an
/// `Idempotency-Key` and the answers it gave them, so that a client's retry
/// of a lost answer gets the first answer instead of running the request
/// again (the IETF httpapi `Idempotency-Key` header, as Stripe uses it).
///
/// A record is scoped by its owner (the authenticated principal): one owner's
/// key never finds another owner's record. Every record has an expiry, and a
/// record past it is as good as absent. Time comes in as a parameter, so a
/// test can move it and every implementation reads the same clock.
///
/// Check an implementation with `IdempotencyStoreContract` in
/// MarqueeInfrastructureTesting.
public protocol IdempotencyStore: Sendable {
    /// Claims `key` for `owner` to run `request`, unless a live record holds
    /// that key already.
    ///
    /// The check and the claim are one step: of two concurrent claims of a
    /// free key, exactly one is ``IdempotencyClaim/claimed``.
    ///
    /// - Parameters:
    ///   - key: The client's key.
    ///   - owner: Whose key it is.
    ///   - request: What the client asks for.
    ///   - now: The current time; a record that expired at or before it is replaced.
    ///   - expiresAt: When the new claim expires if it is never finished.
    /// - Returns: ``IdempotencyClaim/claimed`` when the caller now holds the
    ///   key and should run the request, else the record that holds it.
    /// - Throws: When the store cannot be reached.
    func claim(
        _ key: IdempotencyKey, owner: String, request: IdempotentRequest, now: Date, expiresAt: Date
    ) async throws -> IdempotencyClaim

    /// Stores the answer to a claimed request, kept until `expiresAt`.
    ///
    /// - Parameters:
    ///   - response: The answer the client was sent.
    ///   - key: The claimed key.
    ///   - owner: Whose key it is.
    ///   - expiresAt: When the answer is forgotten.
    /// - Throws: When the store cannot be reached.
    func record(_ response: IdempotentResponse, for key: IdempotencyKey, owner: String, expiresAt: Date) async throws

    /// Gives up an unfinished claim, so the next request with the key runs;
    /// a finished record (one with an answer) stays.
    ///
    /// - Parameters:
    ///   - key: The claimed key.
    ///   - owner: Whose key it is.
    /// - Throws: When the store cannot be reached.
    func release(_ key: IdempotencyKey, owner: String) async throws
}

/// What ``IdempotencyStore/claim(_:owner:request:now:expiresAt:)`` found.
public enum IdempotencyClaim: Sendable, Equatable {
    /// The key was free (or its record had expired): the caller holds it now.
    case claimed
    /// A live record holds the key: a request still running (no answer yet)
    /// or a finished one.
    case held(IdempotencyRecord)
}
