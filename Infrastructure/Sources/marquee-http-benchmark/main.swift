// Compares NetworkService + Endpoint decoding with a bare AsyncHTTPClient GET
// plus JSONDecoder for the same ~20 KB body from the loopback test server, in
// the same run, interleaved so both see the same machine load.
import Foundation
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "gzip-bomb" {
    try await GzipBomb.run(path: CommandLine.arguments[2])
    exit(0)
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 500
let warmUp = 30

func write(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func milliseconds(_ duration: Duration) -> Double {
    let components = duration.components
    return Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
}

func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let body = Payload.json(entries: 25)
let server = try TestHTTPServer()
server.route("/list", .respond(status: 200, headers: ["Content-Type": "application/json"], body: body))

let config = try NetworkConfig(baseURL: server.baseURL, retryPolicy: .none)
let service = HTTPClientNetworkService(config: config)
let endpoint = Endpoint<Payload>(path: "/list")

let rawURL = server.baseURL + "/list"

struct UnexpectedStatus: Error {}

func viaService() async throws -> Int {
    try await service.send(endpoint).results.count
}

func viaRawClient() async throws -> Int {
    let (status, data) = try await BareHTTPGet.fetch(rawURL)
    guard status == 200 else { throw UnexpectedStatus() }
    return try JSONDecoder().decode(Payload.self, from: data).results.count
}

let clock = ContinuousClock()
for _ in 0..<warmUp {
    _ = try await viaService()
    _ = try await viaRawClient()
}

var serviceTimes: [Duration] = []
var rawTimes: [Duration] = []
for index in 0..<iterations {
    // Alternate which goes first so neither always benefits from a warm cache.
    if index.isMultiple(of: 2) {
        serviceTimes.append(try await clock.measure { _ = try await viaService() })
        rawTimes.append(try await clock.measure { _ = try await viaRawClient() })
    } else {
        rawTimes.append(try await clock.measure { _ = try await viaRawClient() })
        serviceTimes.append(try await clock.measure { _ = try await viaService() })
    }
}
server.stop()

let serviceMedian = milliseconds(median(serviceTimes))
let rawMedian = milliseconds(median(rawTimes))
write("body: \(body.count) bytes, iterations: \(iterations) each (after \(warmUp) warm-up)")
write(String(format: "NetworkService + Endpoint decode  median %.3f ms", serviceMedian))
write(String(format: "AsyncHTTPClient + JSONDecoder     median %.3f ms", rawMedian))
write(String(format: "ratio (service / raw)             %.3f", serviceMedian / rawMedian))
