import HTTPTypes

/// The paths the server serves and the methods it serves each for, so that a
/// method a path does not serve is told apart (405, with `Allow`) from a path
/// that serves nothing (404). Hummingbird's router answers both with 404.
struct RouteTable: Sendable {
    private enum Segment: Hashable {
        case constant(Substring)
        case parameter
    }

    private struct Route {
        let segments: [Segment]
        var methods: Set<HTTPRequest.Method>
    }

    private var routes: [Route] = []

    /// Adds `method` at `path`, a template as the router takes it
    /// (`/orders/{orderID}` or `/orders/:orderID`).
    mutating func add(_ method: HTTPRequest.Method, _ path: String) {
        let segments = Self.segments(of: path).map { segment -> Segment in
            segment.hasPrefix(":") || segment.contains("{") || segment == "*" ? .parameter : .constant(segment)
        }
        if let index = routes.firstIndex(where: { $0.segments == segments }) {
            routes[index].methods.insert(method)
        } else {
            routes.append(Route(segments: segments, methods: [method]))
        }
    }

    /// The methods served at `path` (HEAD wherever GET is), or an empty set
    /// when no route matches it. Where several templates match, the one the
    /// router picks counts: a constant segment wins over a parameter.
    func methods(servedAt path: String) -> Set<HTTPRequest.Method> {
        let segments = Self.segments(of: path)
        let matching = routes.filter { route in
            route.segments.count == segments.count
                && zip(route.segments, segments).allSatisfy { template, segment in
                    switch template {
                    case let .constant(constant): constant == segment
                    case .parameter: true
                    }
                }
        }
        guard
            let chosen = matching.max(by: { first, second in
                Self.specificity(first.segments).lexicographicallyPrecedes(Self.specificity(second.segments))
            })
        else { return [] }
        return chosen.methods.contains(.get) ? chosen.methods.union([.head]) : chosen.methods
    }

    /// The `Allow` header's value for `methods`: sorted, comma-separated.
    static func allowHeader(_ methods: Set<HTTPRequest.Method>) -> String {
        methods.map(\.rawValue).sorted().joined(separator: ", ")
    }

    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    private static func specificity(_ segments: [Segment]) -> [Int] {
        segments.map { segment in
            switch segment {
            case .constant: 1
            case .parameter: 0
            }
        }
    }
}
