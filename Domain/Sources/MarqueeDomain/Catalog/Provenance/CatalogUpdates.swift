/// A sequence of answers to one request: usually one, or a cached copy at once
/// followed by the source's fresh answer (or its error).
///
/// Each element is a `Result` because a stream cannot carry a typed error:
/// a failure is always the last element.
public typealias CatalogUpdates<Value: Sendable> = AsyncStream<Result<Sourced<Value>, CatalogError>>

extension AsyncStream {
    /// A stream of exactly one answer: the result of `body`.
    public static func single<Value: Sendable>(
        _ body: @escaping @Sendable () async throws(CatalogError) -> Sourced<Value>
    ) -> CatalogUpdates<Value> where Element == Result<Sourced<Value>, CatalogError> {
        AsyncStream { continuation in
            let task = Task {
                do throws(CatalogError) {
                    continuation.yield(.success(try await body()))
                } catch {
                    continuation.yield(.failure(error))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
