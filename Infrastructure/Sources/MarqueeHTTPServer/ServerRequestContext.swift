import Hummingbird
import Logging
import NIOCore
import Synchronization

/// The request context the server's router uses: Hummingbird's own storage,
/// and what the inner middleware tells the outer one's log line.
struct ServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// Shared by every copy of the context, so the log line written on the
    /// way out sees what authentication found on the way in.
    let notes = RequestNotes()

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}

/// What is learnt about a request as it passes the middleware.
final class RequestNotes: Sendable {
    private let describedPrincipal = Mutex<String?>(nil)

    /// The authenticated principal, as the application describes it for logs.
    var principal: String? {
        get { describedPrincipal.withLock { $0 } }
        set { describedPrincipal.withLock { $0 = newValue } }
    }
}
