public import MarqueeAPI
public import MarqueeDomain

/// A context's use cases that a desk runs through the service: each one
/// calls the context's route, where the server runs the use case with its
/// own rules, clock, identities and the desk's role. A feature added with
/// `Scripts/new-feature --endpoint` conforms its `…UseCases` value here; the
/// composition finds it by this conformance.
public protocol ServedRemotely: Sendable {
    /// The context's use cases over `service`.
    static func remote(_ service: ServiceClient) -> Self
}

extension ServiceClient {
    /// One call of a context's use case on the service: a problem the
    /// service sent becomes the context's own error (`typed` reads it back,
    /// see each context's wire mapping), anything else a storage failure
    /// placed at the service (`storage` makes the context's error of it).
    ///
    /// - Parameters:
    ///   - call: The call, on the generated client.
    ///   - typed: The context's error a problem stands for, if any.
    ///   - storage: The context's error for a failure of the service or of reaching it.
    public func call<Answer, Failure: Error>(
        _ call: (Client) async throws -> Answer, typed: (Components.Schemas.Problem) -> Failure?,
        storage: (StorageFailure) -> Failure
    ) async throws(Failure) -> Answer {
        do {
            return try await call(client)
        } catch {
            let failure = RemoteFailure(address: address)
            if let remote = RemoteFailure.unwrap(error) as? RemoteProblem, let problem = remote.problem,
                let typed = typed(problem)
            {
                throw typed
            }
            throw storage(failure.storage(error))
        }
    }
}
