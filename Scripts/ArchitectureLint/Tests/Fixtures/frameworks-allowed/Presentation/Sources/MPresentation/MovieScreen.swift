import MDomain
import MTerminalModel
import MTerminalUI

public struct MovieScreen {
    public func draw(_ movie: Movie) -> [Cell] { [] }
}
