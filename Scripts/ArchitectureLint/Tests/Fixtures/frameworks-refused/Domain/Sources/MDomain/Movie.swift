import MTerminalModel

public struct Movie: Sendable {
    public let poster: [Cell]
}
