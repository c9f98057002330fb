import Foundation
import MTerminalModel

public struct TerminalDriver {
    public func write(_ cells: [Cell]) -> Data { Data() }
}
