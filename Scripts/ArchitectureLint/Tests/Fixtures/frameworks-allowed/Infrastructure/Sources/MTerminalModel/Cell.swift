import Swift

/// One character cell of the screen.
public struct Cell: Sendable {
    public let character: Character
}
