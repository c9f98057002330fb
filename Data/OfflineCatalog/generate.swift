// Writes Sources/MarqueeData/Catalog/OfflineCatalog/BundledCatalog.swift from
// offline-catalog.json, the catalog's source (TMDB's search-response shape).
// Run through Scripts/generate-offline-catalog after editing the JSON, which
// compiles this file together with MarqueeData's SearchText.swift, so titles
// are folded here by the very code that folds queries;
// BundledOfflineCatalogTests fails while the two differ.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: generate.swift CATALOG.json OUTPUT.swift\n".utf8))
    exit(64)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-offline-catalog: \(message)\n".utf8))
    exit(1)
}

/// A Swift string literal for `text`: quotes, backslashes and control
/// characters escaped, everything else as written.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{\(String(scalar.value, radix: 16))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

func optionalString(_ value: Any?, _ field: String, _ position: Int) -> String {
    switch value {
    case nil, is NSNull: return "nil"
    case let text as String: return literal(text)
    default: fail("results[\(position)].\(field) is not a string")
    }
}

guard let data = FileManager.default.contents(atPath: arguments[1]),
    let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let results = root["results"] as? [[String: Any]]
else { fail("\(arguments[1]) is not a catalog in TMDB's search-response shape") }

var lines = [
    "// Generated from Data/OfflineCatalog/offline-catalog.json by",
    "// Scripts/generate-offline-catalog; edit the JSON and run the script.",
    "// Compiled in, the catalog costs no file read, no JSON decoding and no",
    "// title folding at start-up.",
    "",
    "extension OfflineCatalogMoviesRepository {",
    "    /// The bundled catalog's \(results.count) films, in the JSON file's order.",
    "    static let bundledResults: [TMDBMovieResultDTO] = [",
]
/// Each film's titles as the index folds them: the title, and the original
/// title when there is one and it differs (as `OfflineCatalogIndex.titles(of:)`
/// reads them from the Domain movie).
var foldedTitles: [[String]] = []
for (position, result) in results.enumerated() {
    guard let id = result["id"] as? Int, let title = result["title"] as? String else {
        fail("results[\(position)] needs an integer id and a string title")
    }
    var titles = [title.trimmingCharacters(in: .whitespacesAndNewlines)]
    if let original = result["original_title"] as? String, !original.isEmpty, original != titles[0] {
        titles.append(original)
    }
    foldedTitles.append(titles.map { SearchText($0).folded })
    let genres = (result["genre_ids"] as? [Int]).map { "[" + $0.map(String.init).joined(separator: ", ") + "]" }
    let popularity: String
    if let value = result["popularity"] as? Double, !(result["popularity"] is Bool) {
        popularity = "\(value)"
    } else {
        popularity = "nil"
    }
    lines += [
        "        TMDBMovieResultDTO(",
        "            id: \(id),",
        "            title: \(literal(title)),",
        "            originalTitle: \(optionalString(result["original_title"], "original_title", position)),",
        "            overview: \(optionalString(result["overview"], "overview", position)),",
        "            releaseDate: \(optionalString(result["release_date"], "release_date", position)),",
        "            posterPath: \(optionalString(result["poster_path"], "poster_path", position)),",
        "            genreIDs: \(genres ?? "nil"),",
        "            originalLanguage: \(optionalString(result["original_language"], "original_language", position)),",
        "            popularity: \(popularity)",
        "        ),",
    ]
}
lines += [
    "    ]",
    "",
    "    /// Each film's titles folded for search, in ``bundledResults``' order.",
    "    static let bundledFoldedTitles: [[String]] = [",
]
for titles in foldedTitles {
    lines.append("        [" + titles.map(literal).joined(separator: ", ") + "],")
}
lines += ["    ]", "}", ""]
do {
    try lines.joined(separator: "\n").write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(arguments[2]): \(error)")
}
print("generate-offline-catalog: \(results.count) films")
