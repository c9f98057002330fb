import MTerminalModel

public struct Field {
    public var cells: [Cell] = []
}
