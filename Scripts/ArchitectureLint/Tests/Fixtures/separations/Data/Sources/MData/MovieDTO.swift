import Foundation
import MDomain

struct MovieDTO: Decodable {
    let title: String
    func toDomain() -> Movie { Movie(title: title) }
}
