import MarqueeTerminalModel
import Foundation
import Glibc

/// Reads a terminal's input on its own thread and turns it into events.
///
/// Typed characters that arrive in one read come as one
/// `TerminalEvent.burst(_:)` (``KeyDecoder/groupingBursts(_:)``): a paste
/// without bracketed paste is then one event, drawn once, instead of a key
/// and a frame for each character.
///
/// The thread sleeps in `poll` until a byte arrives (no CPU while waiting);
/// only when the input ends in an unfinished sequence (a lone Esc) does it
/// poll with the escape timeout, then flushes the decoder. `stop()` wakes it
/// through a pipe and it finishes the stream.
final class TerminalInputReader: Sendable {
    private let wakeWrite: Int32

    /// Starts reading `descriptor`, yielding into `continuation`.
    init(
        descriptor: Int32, escapeTimeoutMilliseconds: Int32,
        continuation: AsyncStream<TerminalEvent>.Continuation
    ) throws(TerminalError) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw TerminalError(.setupFailed, errorNumber: errno) }
        let wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        let thread = Thread {
            Self.run(
                descriptor: descriptor, wake: wakeRead, timeout: escapeTimeoutMilliseconds, continuation: continuation)
            close(wakeRead)
        }
        thread.name = "marquee.terminal.input"
        thread.start()
    }

    /// Wakes the thread and lets it end; the stream then finishes.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        close(wakeWrite)
    }

    private static func run(
        descriptor: Int32, wake: Int32, timeout: Int32,
        continuation: AsyncStream<TerminalEvent>.Continuation
    ) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        defer { continuation.finish() }
        while true {
            let wait = decoder.isWaitingForMoreInput ? timeout : -1
            let ready = poll(&descriptors, 2, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                decoder.flush().forEach { continuation.yield($0) }
                continue
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                decoder.flush().forEach { continuation.yield($0) }
                return  // end of input or a read error: no more events
            }
            KeyDecoder.groupingBursts(decoder.feed(buffer[0..<count])).forEach { continuation.yield($0) }
        }
    }
}
