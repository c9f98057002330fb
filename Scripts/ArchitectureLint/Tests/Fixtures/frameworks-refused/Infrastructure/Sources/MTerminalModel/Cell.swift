import Foundation
import MTerminalSupport

/// One character cell of the screen.
public struct Cell: Sendable {
    public let character: Character
    public let drawnAt: Date
}
