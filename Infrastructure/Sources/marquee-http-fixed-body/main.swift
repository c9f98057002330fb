// The baseline of Scripts/Benchmarks/benchmark-server: the same HTTP server
// (middleware, metrics, bearer check, logs off) answering GET /fixed with a
// fixed body of N bytes, so a route's figure is a ratio to it.
//
// Usage: marquee-http-fixed-body BYTES TOKEN   (prints the port once listening)
import Foundation
import HTTPTypes
import Logging
import MarqueeHTTPServer
import OpenAPIRuntime

let arguments = CommandLine.arguments
guard arguments.count == 3, let size = Int(arguments[1]), size >= 0 else {
    FileHandle.standardError.write(Data("usage: marquee-http-fixed-body BYTES TOKEN\n".utf8))
    exit(64)
}
let token = arguments[2]
let body = [UInt8](repeating: UInt8(ascii: "x"), count: size)
let server = HTTPServer(
    settings: HTTPServerSettings(port: 0), logger: Logger(label: "fixed") { _ in SwiftLogNoOpLogHandler() },
    problems: { _, _ in HTTPServerProblemBody(contentType: "application/problem+json", bytes: Array("{}".utf8)) },
    authenticate: { $0 == token ? .accepted("bench") : .refused }, describePrincipal: { "\($0)" },
    readiness: { true },
    register: { transport in
        try transport.register(
            { _, _, _ in
                var response = HTTPResponse(status: .ok)
                response.headerFields[.contentType] = "application/json"
                return (response, HTTPBody(body))
            }, method: .get, path: "/fixed")
    })
try await server.run { ports in
    FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(ports.service)\n".utf8))
}
