import Foundation

/// A paged list shaped like a typical JSON API answer (~20 KB).
struct Payload: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        let id: Int
        let title: String
        let originalTitle: String
        let overview: String
        let releaseDate: String
        let popularity: Double
        let voteAverage: Double
        let voteCount: Int
        let adult: Bool
        let tagIDs: [Int]
        let imagePath: String?

        enum CodingKeys: String, CodingKey {
            case id, title, overview, popularity, adult
            case originalTitle = "original_title"
            case releaseDate = "release_date"
            case voteAverage = "vote_average"
            case voteCount = "vote_count"
            case tagIDs = "tag_ids"
            case imagePath = "image_path"
        }
    }

    let page: Int
    let results: [Entry]
    let totalPages: Int
    let totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    /// Builds the JSON body served by the benchmark, `count` entries long.
    static func json(entries count: Int) -> Data {
        let sentence = "A long description sentence that pads the overview like real prose does. "
        let entries = (0..<count).map { index in
            """
            {"id":\(1000 + index),"title":"Entry number \(index)","original_title":"Entrée numéro \(index)",\
            "overview":"\(String(repeating: sentence, count: 8))","release_date":"19\(50 + index % 50)-0\(1 + index % 9)-1\(index % 10)",\
            "popularity":\(Double(index) * 1.37 + 0.5),"vote_average":\(Double(index % 10) + 0.25),"vote_count":\(index * 31),\
            "adult":false,"tag_ids":[\(index % 7),\(index % 11),\(index % 13)],"image_path":"/p/\(index)abcdef.jpg"}
            """
        }
        let body =
            "{\"page\":1,\"results\":[\(entries.joined(separator: ","))],\"total_pages\":3,\"total_results\":\(count * 3)}"
        return Data(body.utf8)
    }
}
