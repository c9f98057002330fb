public import Foundation

/// What an ``IdempotencyStore`` holds for one owner's key.
public struct IdempotencyRecord: Hashable, Sendable {
    /// The request the key was first used for.
    public let request: IdempotentRequest
    /// When the key was claimed.
    public let claimedAt: Date
    /// The answer, or `nil` while the request is still running (or died
    /// before it answered).
    public let response: IdempotentResponse?

    /// Creates a record.
    public init(request: IdempotentRequest, claimedAt: Date, response: IdempotentResponse?) {
        self.request = request
        self.claimedAt = claimedAt
        self.response = response
    }
}
