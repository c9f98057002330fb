import Hummingbird
import Logging
import NIOCore

/// The request context the server's router uses: Hummingbird's own storage.
struct ServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
