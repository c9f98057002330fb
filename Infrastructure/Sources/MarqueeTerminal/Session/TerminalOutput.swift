import MarqueeTerminalModel
/// Where a terminal's bytes go: the real terminal (`FileDescriptorOutput`)
/// or, in tests, memory.
public protocol TerminalOutput: Sendable {
    /// Writes all the bytes, in one call where the system allows.
    ///
    /// - Throws: `TerminalError(.writeFailed)`.
    func write(_ bytes: [UInt8]) throws(TerminalError)
}
