import Foundation
import MarqueeDomain
import MarqueeInfrastructureTesting

/// Answers `GET /3/search/movie` and `GET /3/movie/{id}` from a list of films,
/// the way TMDB would: titles containing the query (case-insensitive), most
/// popular first, 20 a page; a 404 with TMDB's body for an unknown id.
struct FakeTMDB: Sendable {
    let movies: [Movie]

    func serve(on server: TestHTTPServer) {
        let movies = movies
        server.setFallback { request in
            let items = URLComponents(string: request.target)?.queryItems ?? []
            let value = { (name: String) in items.first { $0.name == name }?.value }
            if request.path == "/3/search/movie" {
                let query = (value("query") ?? "").lowercased()
                let page = Int(value("page") ?? "1") ?? 1
                let matches = movies.filter { $0.title.lowercased().contains(query) }
                    .sorted { $0.popularity > $1.popularity }
                let totalPages = (matches.count + 19) / 20
                let slice = Array(matches.dropFirst((page - 1) * 20).prefix(20))
                return .json(TMDBJSON.page(of: slice, page: page, totalPages: totalPages, totalResults: matches.count))
            }
            let prefix = "/3/movie/"
            if request.path.hasPrefix(prefix), let id = Int(request.path.dropFirst(prefix.count)) {
                guard let movie = movies.first(where: { $0.id.rawValue == id }) else {
                    return .json(TMDBJSON.notFound, status: 404)
                }
                return .json(TMDBJSON.text(TMDBJSON.details(movie)))
            }
            return nil
        }
    }
}
