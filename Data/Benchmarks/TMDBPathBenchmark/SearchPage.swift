import Foundation

/// A realistic TMDB search page: 20 results with every field TMDB sends,
/// overviews of typical length, some null posters and empty dates.
enum SearchPage {
    static let json: String = {
        let titles = [
            "Alien", "Aliens", "Alien³", "Alien Resurrection", "Alien: Covenant", "Alien: Romulus",
            "Prometheus", "Alien vs. Predator", "Aliens vs Predator: Requiem", "Alien Nation",
            "Alien Raiders", "Alien Apocalypse", "Alien Siege", "Alien Tracker", "Alien Abduction",
            "Alien Outpost", "Alien Hunter", "Alien Expedition", "Alien Code", "Alien Convergence",
        ]
        let results = titles.enumerated().map { index, title in
            let poster = index % 4 == 3 ? "null" : "\"/p\(index)aBcDeFgHiJkLmN.jpg\""
            let date = index % 7 == 6 ? "" : "19\(79 + index % 20)-0\(1 + index % 9)-1\(index % 9)"
            return """
                {"adult":false,"backdrop_path":"/b\(index)XyZ.jpg","genre_ids":[27,878,\(index % 2 == 0 ? 28 : 53)],\
                "id":\(348 + index * 17),"original_language":"en","original_title":"\(title)",\
                "overview":"During its return to the earth, commercial spaceship Nostromo intercepts a distress signal \
                from a distant planet. When a three-member team of the crew discovers a chamber containing thousands \
                of eggs on the planet, a creature inside one of the eggs attacks an explorer.",\
                "popularity":\(80.5 - Double(index) * 3.25),"poster_path":\(poster),"release_date":"\(date)",\
                "title":"\(title)","video":false,"vote_average":\(8.1 - Double(index) * 0.2),"vote_count":\(14000 - index * 500)}
                """
        }
        return """
            {"page":1,"results":[\(results.joined(separator: ","))],"total_pages":3,"total_results":57}
            """
    }()
}

/// The same page decoded the way a hand-written client would: plain
/// `Decodable` structs and a `JSONDecoder`, no mapping.
struct RawSearchPage: Decodable {
    struct Result: Decodable {
        let id: Int
        let title: String
        let original_title: String?
        let overview: String?
        let release_date: String?
        let poster_path: String?
        let genre_ids: [Int]?
        let original_language: String?
        let popularity: Double?
        let vote_average: Double?
        let vote_count: Int?
    }

    let page: Int
    let results: [Result]
    let total_pages: Int
    let total_results: Int
}
