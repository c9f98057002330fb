import Foundation
import MDomain

public struct MovieScreen {
    public func render(_ movie: Movie) -> String { movie.title }
}
