#if Service
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One HTTP request as any client could send it, and the answer.
struct RawHTTP {
    struct Answer {
        let status: Int
        let headers: [String: String]
        let body: String

        /// The body as JSON, when it is an object.
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
        }
    }

    let port: Int

    func send(
        _ method: HTTPMethod, _ path: String, token: String?, contentType: String? = "application/json",
        body: String? = nil, bytes: Int? = nil, headers extra: [String: String] = [:]
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        for (name, value) in extra { request.headers.add(name: name, value: value) }
        if let contentType, body != nil || bytes != nil {
            request.headers.add(name: "Content-Type", value: contentType)
        }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        if let bytes { request.body = .bytes(ByteBuffer(repeating: UInt8(ascii: "a"), count: bytes)) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let collected = try await response.body.collect(upTo: 1 << 22)
        var headers: [String: String] = [:]
        for header in response.headers { headers[header.name.lowercased()] = header.value }
        return Answer(status: Int(response.status.code), headers: headers, body: String(buffer: collected))
    }
}
#endif
