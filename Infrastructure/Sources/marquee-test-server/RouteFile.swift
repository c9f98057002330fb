import Foundation
import MarqueeInfrastructureTesting

/// A JSON file of scripted routes for `marquee-test-server`:
///
/// ```json
/// [
///   {"path": "/3/search/movie", "bodyFile": "search.json"},
///   {"path": "/3/movie/1", "status": 503, "times": 1, "headers": {"Retry-After": "0"}},
///   {"path": "/3/movie/1", "body": "{\"id\":1}", "delayMs": 200},
///   {"path": "/3/movie/2", "behaviour": "reset"}
/// ]
/// ```
///
/// An entry with `times` is queued that many times before the path's route;
/// without it, it becomes the route. `behaviour` is `respond` (default),
/// `reset`, `closeMidBody` or `neverAnswer`. `bodyFile` is relative to the
/// route file.
struct RouteFile: Decodable {
    struct Entry: Decodable {
        let path: String
        let status: Int?
        let headers: [String: String]?
        let body: String?
        let bodyFile: String?
        let delayMs: Int?
        let behaviour: String?
        let times: Int?
    }

    let entries: [Entry]

    init(from decoder: any Decoder) throws {
        entries = try decoder.singleValueContainer().decode([Entry].self)
    }

    /// Loads the file and scripts `server` with its entries.
    static func apply(path: String, to server: TestHTTPServer) throws {
        let url = URL(fileURLWithPath: path)
        let file = try JSONDecoder().decode(RouteFile.self, from: Data(contentsOf: url))
        for entry in file.entries {
            let behaviour = try entry.behaviour(relativeTo: url.deletingLastPathComponent())
            if let times = entry.times {
                for _ in 0..<max(times, 0) { server.enqueue(entry.path, behaviour) }
            } else {
                server.route(entry.path, behaviour)
            }
        }
    }
}

extension RouteFile.Entry {
    struct UnknownBehaviour: Error, CustomStringConvertible {
        let name: String
        var description: String { "unknown behaviour '\(name)' (use respond, reset, closeMidBody, neverAnswer)" }
    }

    func behaviour(relativeTo directory: URL) throws -> TestHTTPBehaviour {
        var bytes = Data((body ?? "").utf8)
        if let bodyFile {
            bytes = try Data(contentsOf: directory.appendingPathComponent(bodyFile))
        }
        var allHeaders = headers ?? [:]
        if allHeaders.keys.allSatisfy({ $0.lowercased() != "content-type" }), !bytes.isEmpty {
            allHeaders["Content-Type"] = "application/json"
        }
        let status = status ?? 200
        let base: TestHTTPBehaviour
        switch behaviour ?? "respond" {
        case "respond": base = .respond(status: status, headers: allHeaders, body: bytes)
        case "reset": base = .reset
        case "closeMidBody": base = .closeMidBody(status: status, declaredLength: bytes.count + 100, body: bytes)
        case "neverAnswer": base = .neverAnswer
        case let other: throw UnknownBehaviour(name: other)
        }
        guard let delayMs, delayMs > 0 else { return base }
        return .delayed(.milliseconds(delayMs), then: base)
    }
}
