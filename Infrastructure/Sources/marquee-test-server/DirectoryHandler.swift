import Foundation
import MarqueeInfrastructureTesting

/// Serves files under a directory: `GET /a/b` answers with `a/b` or, failing
/// that, `a/b.json`; the query is ignored. Paths climbing out with `..` get 404.
struct DirectoryHandler: Sendable {
    let root: URL

    func behaviour(for request: RecordedRequest) -> TestHTTPBehaviour? {
        let components = request.path.split(separator: "/").map { segment in
            String(segment).removingPercentEncoding ?? String(segment)
        }
        guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0.contains("/") }) else {
            return nil
        }
        let file = components.reduce(root) { $0.appendingPathComponent($1) }
        for candidate in [file, file.appendingPathExtension("json")] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue, let data = try? Data(contentsOf: candidate)
            else { continue }
            let type = candidate.pathExtension == "json" ? "application/json" : "application/octet-stream"
            return .respond(status: 200, headers: ["Content-Type": type], body: data)
        }
        return nil
    }
}
