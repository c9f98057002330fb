// Offline search latency: OfflineCatalogMoviesRepository.searchMovies over a few
// hundred varied queries (titles, prefixes, single words, accents, misses),
// repeated, timed one call at a time (the page's films mapped to Domain
// values included). Prints median and p99 in µs.
//
//   swift run -c release --package-path Data offline-search-benchmark
import Foundation
import MarqueeData
import MarqueeDomain

let clock = ContinuousClock()
let catalog: OfflineCatalogMoviesRepository
let loadStart = clock.now
do {
    catalog = try OfflineCatalogMoviesRepository.bundled()
    print(
        "first catalog load, as at start-up (the compiled-in tables' first use; films mapped only as pages show them): \(clock.now - loadStart)"
    )
} catch {
    print("cannot load the offline catalog: \(error)")
    exit(1)
}

// The compiled-in table (indexed as it is) against the JSON file it is
// generated from (read, decode, map every film to check it, fold, index), 21
// loads of each in turn.
let catalogJSON = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("OfflineCatalog/offline-catalog.json")
var compiledLoads: [Duration] = []
var jsonLoads: [Duration] = []
for _ in 0..<21 {
    var start = clock.now
    _ = try OfflineCatalogMoviesRepository.bundled()
    compiledLoads.append(clock.now - start)
    start = clock.now
    _ = try OfflineCatalogMoviesRepository(contentsOf: catalogJSON)
    jsonLoads.append(clock.now - start)
}
let compiledMedian = compiledLoads.sorted()[10]
let jsonMedian = jsonLoads.sorted()[10]
print(
    "catalog load, median of 21: compiled-in \(compiledMedian), from the JSON file \(jsonMedian) "
        + "(ratio \(String(format: "%.2f", compiledMedian / jsonMedian)))")

// Queries from the catalog itself (whole titles, first words, last words,
// prefixes) plus accented, upper-case and no-match ones.
var texts: [String] = [
    "star wars", "alien", "amelie", "AMÉLIE", "the", "godfather part", "zzzz qqq", "le fabuleux",
    "matrix", "lord of the rings", "spirited away", "x", "night", "love", "war", "blade runner",
]
let seeds = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "r", "s", "t", "w"]
for seed in seeds {
    let page = try await catalog.searchMovies(MovieQuery(seed), page: PageNumber(1))
    for movie in page.movies {
        let words = movie.title.split(separator: " ")
        texts.append(movie.title)
        texts.append(String(words[0]))
        texts.append(String(movie.title.prefix(4)))
        if let last = words.last { texts.append(String(last)) }
    }
}
let queries = try texts.map { try MovieQuery($0) }

var samples: [Duration] = []
var matches = 0
for _ in 0..<5 {
    for query in queries {
        let start = clock.now
        let page = try await catalog.searchMovies(query, page: PageNumber(1))
        samples.append(clock.now - start)
        matches += page.movies.count
    }
}
samples.sort()
func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1_000_000_000_000
}
let median = microseconds(samples[samples.count / 2])
let p99 = microseconds(samples[min(samples.count - 1, samples.count * 99 / 100)])
print(
    "offline search: \(queries.count) distinct queries × 5 = \(samples.count) searches over \(catalog.count) films (\(matches) results)"
)
print("median \(Int(median.rounded())) µs, p99 \(Int(p99.rounded())) µs (target: median < 200 µs)")
