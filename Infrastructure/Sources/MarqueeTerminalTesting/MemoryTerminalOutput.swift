public import MarqueeTerminal
import Synchronization

/// A `TerminalOutput` that keeps every write in memory, for tests of
/// screens and renderers: how many writes, how many bytes, what text.
public final class MemoryTerminalOutput: TerminalOutput {
    private let recorded = Mutex<[[UInt8]]>([])

    /// An empty output.
    public init() {}

    /// Records the bytes as one write.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        recorded.withLock { $0.append(bytes) }
    }

    /// Every write so far, in order.
    public var writes: [[UInt8]] { recorded.withLock { $0 } }

    /// All bytes written so far.
    public var bytes: [UInt8] { writes.flatMap { $0 } }

    /// All bytes written so far as text (invalid UTF-8 repaired).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets what was written.
    public func reset() {
        recorded.withLock { $0.removeAll() }
    }
}
