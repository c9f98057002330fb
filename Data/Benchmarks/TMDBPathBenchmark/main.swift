// The whole TMDB search path against the least a hand-written client would do,
// on the same loopback server, in the same run, interleaved:
//
//   path: SearchMoviesUseCase → TMDBMoviesRepository → Endpoint →
//         HTTPClientNetworkService → JSON decode → toDomain()
//   raw:  AsyncHTTPClient GET of the same URL (the shared client) → JSONDecoder
//
// Prints both medians and their ratio (target ≤ 1.10).
//
//   swift run -c release --package-path Data TMDBPathBenchmark [iterations]
import Foundation
import Logging
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeHTTPClient
import MarqueeInfrastructureTesting
import MarqueeHTTPClientTesting

let iterations = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 2000
let warmUp = 100
let key = "benchmark-key"

let server = try TestHTTPServer()
server.route("/3/search/movie", .json(SearchPage.json))
let silent = Logger(label: "benchmark") { _ in SwiftLogNoOpLogHandler() }

let rawTarget = "\(server.baseURL)/3/search/movie?query=alien&page=1&language=en-US&include_adult=false&api_key=\(key)"
guard let baseURL = URL(string: server.baseURL) else {
    print("cannot form the benchmark URLs from \(server.baseURL)")
    exit(1)
}

let network = HTTPClientNetworkService(config: try TMDBMoviesRepository.networkConfig(baseURL: baseURL), logger: silent)
let repository = TMDBMoviesRepository(network: network, credentials: .apiKey(key), logger: silent)
let search = SearchMoviesInteractor(movies: repository, queries: InMemoryMovieQueriesRepository())
let query = try MovieQuery("alien")

func rawGet() async throws -> Data {
    let (status, body) = try await BareHTTPGet.fetch(rawTarget)
    guard status == 200 else { throw BenchmarkFailure("raw GET answered \(status)") }
    return body
}

let clock = ContinuousClock()

func timePath() async throws -> Duration {
    let start = clock.now
    let page = try await search.execute(query, page: PageNumber(1))
    let elapsed = clock.now - start
    guard page.movies.count == 20 else { throw BenchmarkFailure("path returned \(page.movies.count) movies") }
    return elapsed
}

func timeRaw() async throws -> Duration {
    let start = clock.now
    let data = try await rawGet()
    let page = try JSONDecoder().decode(RawSearchPage.self, from: data)
    let elapsed = clock.now - start
    guard page.results.count == 20 else { throw BenchmarkFailure("raw returned \(page.results.count) results") }
    return elapsed
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

for _ in 0..<warmUp {
    _ = try await timePath()
    _ = try await timeRaw()
}

var pathSamples: [Duration] = []
var rawSamples: [Duration] = []
pathSamples.reserveCapacity(iterations)
rawSamples.reserveCapacity(iterations)
for iteration in 0..<iterations {
    // Alternate which goes first, so neither always inherits a warm connection.
    if iteration % 2 == 0 {
        pathSamples.append(try await timePath())
        rawSamples.append(try await timeRaw())
    } else {
        rawSamples.append(try await timeRaw())
        pathSamples.append(try await timePath())
    }
}

// Where the difference goes: the network layer alone (bytes only, no
// decoding) and decoding + mapping alone (no network), each against its raw
// counterpart, also interleaved.
let bytesOnly = Endpoint<Data>(
    path: "/3/search/movie",
    queryItems: [
        QueryItem("query", "alien"), QueryItem("page", "1"), QueryItem("language", "en-US"),
        QueryItem("include_adult", "false"), QueryItem("api_key", key),
    ], decoder: .raw)
let canned = CannedNetworkService(config: try TMDBMoviesRepository.networkConfig(baseURL: baseURL))
canned.route("/3/search/movie", .success(HTTPResponse(statusCode: 200, body: Data(SearchPage.json.utf8))))
let cannedRepository = TMDBMoviesRepository(network: canned, credentials: .apiKey(key), logger: silent)
let body = Data(SearchPage.json.utf8)

/// The breakdown's samples. Taken off the main actor, where `timePath` and
/// `timeRaw` run too: timed from top-level code (the main actor), an async
/// call would count two executor hops (about 70 µs here) that the
/// synchronous raw decode beside it does not pay.
struct BreakdownSamples: Sendable {
    var network: [Duration] = []
    var rawNetwork: [Duration] = []
    var mapping: [Duration] = []
    var rawDecode: [Duration] = []
}
let breakdownSamples = try await Task.detached { () async throws -> BreakdownSamples in
    var samples = BreakdownSamples()
    for _ in 0..<iterations {
        var start = clock.now
        _ = try await network.response(for: bytesOnly)
        samples.network.append(clock.now - start)
        start = clock.now
        _ = try await rawGet()
        samples.rawNetwork.append(clock.now - start)
        start = clock.now
        _ = try await cannedRepository.searchMovies(query, page: PageNumber(1))
        samples.mapping.append(clock.now - start)
        start = clock.now
        _ = try JSONDecoder().decode(RawSearchPage.self, from: body)
        samples.rawDecode.append(clock.now - start)
    }
    return samples
}.value
server.stop()

func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1_000_000_000_000
}

func median(_ samples: [Duration]) -> Double {
    let sorted = samples.sorted()
    return microseconds(sorted[sorted.count / 2])
}

func percentile99(_ samples: [Duration]) -> Double {
    let sorted = samples.sorted()
    return microseconds(sorted[min(sorted.count - 1, sorted.count * 99 / 100)])
}

let pathMedian = median(pathSamples)
let rawMedian = median(rawSamples)
let bodyBytes = SearchPage.json.utf8.count
print(
    "TMDB search path vs raw AsyncHTTPClient + JSONDecoder, \(iterations) interleaved iterations, \(bodyBytes)-byte page of 20 results"
)
print(
    "path (use case → repository → Endpoint → HTTPClientNetworkService → decode → toDomain): median \(Int(pathMedian.rounded())) µs, p99 \(Int(percentile99(pathSamples).rounded())) µs"
)
print(
    "raw  (AsyncHTTPClient GET → JSONDecoder):                                           median \(Int(rawMedian.rounded())) µs, p99 \(Int(percentile99(rawSamples).rounded())) µs"
)
print("ratio path/raw (medians): \(String(format: "%.3f", pathMedian / rawMedian)) (target ≤ 1.10)")
let breakdown = [
    "network layer \(Int(median(breakdownSamples.network).rounded())) µs vs raw GET \(Int(median(breakdownSamples.rawNetwork).rounded())) µs",
    "decode + toDomain (canned bytes) \(Int(median(breakdownSamples.mapping).rounded())) µs vs raw JSONDecoder \(Int(median(breakdownSamples.rawDecode).rounded())) µs",
]
print("breakdown: " + breakdown.joined(separator: "; "))
