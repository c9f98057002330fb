public import MarqueeTerminalModel
import Synchronization

/// A `FrameRenderer` bound to an output: each `draw` is one write of only
/// what changed. Safe to share; after `close()` it writes nothing, so a frame
/// drawn while the terminal is being restored cannot land on the normal screen.
public final class TerminalScreen: Sendable {
    private struct State {
        var renderer: FrameRenderer
        var isClosed = false
    }

    private let output: any TerminalOutput
    private let state: Mutex<State>

    /// A screen writing to `output`, downgrading colours to `capability`.
    public init(output: any TerminalOutput, capability: ColorCapability) {
        self.output = output
        state = Mutex(State(renderer: FrameRenderer(capability: capability)))
    }

    /// Writes the changes from the last frame to `frame` in one write.
    ///
    /// - Throws: `TerminalError(.writeFailed)`.
    public func draw(_ frame: TerminalGrid) throws(TerminalError) {
        try state.withLock { (state: inout State) throws(TerminalError) in
            guard !state.isClosed else { return }
            let bytes = state.renderer.render(frame)
            guard !bytes.isEmpty else { return }
            try output.write(bytes)
        }
    }

    /// Makes the next `draw` a full redraw.
    public func invalidate() {
        state.withLock { $0.renderer.invalidate() }
    }

    /// Writes raw control bytes (e.g. entering or leaving the alternate
    /// screen) in order with frames, unless closed.
    func writeControl(_ bytes: [UInt8]) throws(TerminalError) {
        try state.withLock { (state: inout State) throws(TerminalError) in
            guard !state.isClosed else { return }
            try output.write(bytes)
        }
    }

    /// Stops drawing, then runs `last` (the restore) while still holding the lock.
    func close(finally last: () -> Void) {
        state.withLock { state in
            guard !state.isClosed else { return }
            state.isClosed = true
            last()
        }
    }
}
