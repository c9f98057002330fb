import MarqueeInfrastructure
/// A GET route whose answers the server keeps and gives again while they
/// hold, without running the route: for the same path and query, while the
/// route's ``validator`` returns what it returned when the answer was made,
/// and before the time its handler said it holds until
/// (`HTTPServerRequest.answerHolds(until:)`, sent as `Expires`). An answer
/// whose handler said no such time, or not 200, is not kept; neither is one
/// when the validator returns `nil`.
///
/// Every request is still authenticated first (a revoked credential is
/// refused from the next request on), and each kept answer carries its
/// validator as an `ETag`, so a client that sends it back in
/// `If-None-Match` gets `304 Not Modified`. The route must answer the same to
/// every caller: nothing of the principal may show in it.
public struct HTTPServerCachedRoute: Sendable {
    /// The route's path, such as `/program`.
    public let path: String
    /// What changes whenever the route's answer may (a store's revision),
    /// read before the route runs; letters, digits, `.`, `-` and `_` only.
    public let validator: @Sendable () async -> String?

    /// A route at `path` whose answers hold while `validator` returns the same.
    public init(path: String, validator: @escaping @Sendable () async -> String?) {
        self.path = path
        self.validator = validator
    }
}
