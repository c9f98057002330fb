import MarqueeTerminalModel
/// Gathers a bracketed paste's bytes until `ESC [ 201 ~`.
struct PasteCollector: Sendable {
    private static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    let limit: Int
    private var bytes: [UInt8] = []
    private var truncated = false
    private var tail: [UInt8] = []

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Consumes bytes up to and including the end marker; returns how many it
    /// took and, once the marker is seen, the pasted text.
    mutating func consume(_ input: ArraySlice<UInt8>) -> (consumed: Int, text: String?) {
        var consumed = 0
        for byte in input {
            consumed += 1
            // Keep the marker's length beyond the limit so it can be cut off again.
            if bytes.count < limit + Self.endMarker.count {
                bytes.append(byte)
            } else {
                truncated = true
            }
            tail.append(byte)
            if tail.count > Self.endMarker.count { tail.removeFirst() }
            if tail == Self.endMarker {
                let content =
                    truncated || bytes.count - Self.endMarker.count > limit
                    ? bytes.prefix(limit)
                    : bytes.dropLast(Self.endMarker.count)
                return (consumed, String(decoding: content, as: UTF8.self))
            }
        }
        return (consumed, nil)
    }
}
