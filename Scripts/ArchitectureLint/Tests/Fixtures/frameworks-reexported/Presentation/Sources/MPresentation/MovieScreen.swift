import MDomain
import MTerminalModel

public struct MovieScreen {
    public func draw(_ movie: Movie) -> [Cell] { [] }
}
