public import MarqueeTerminalModel
/// Turns the bytes a terminal sends into keys, pastes and `.unknown` events.
///
/// Pure and incremental: feed it bytes as they are read, in chunks of any
/// size (a sequence or a UTF-8 character may be split across reads). When
/// `isWaitingForMoreInput` is true after a feed, the input ends in something
/// that may be a prefix (a lone Esc, `ESC [`, half a character): the caller
/// waits a short time and, if nothing more arrives, calls `flush()`, which
/// decides (a lone Esc is the Esc key). Malformed input never traps; it comes
/// out as `.unknown` with the bytes it consumed.
public struct KeyDecoder: Sendable {
    /// Pasted text kept at most; the rest of a longer paste is dropped.
    public let maximumPasteBytes: Int

    private var buffer: [UInt8] = []
    private var paste: PasteCollector?

    /// A decoder; pastes longer than `maximumPasteBytes` are cut there.
    public init(maximumPasteBytes: Int = 1 << 20) {
        self.maximumPasteBytes = maximumPasteBytes
    }

    /// Whether the bytes so far end in an unfinished sequence that a short
    /// timeout should settle with `flush()`. False inside a paste: a paste
    /// ends only with its end marker.
    public var isWaitingForMoreInput: Bool { paste == nil && !buffer.isEmpty }

    /// Adds bytes read from the terminal and returns the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        buffer.append(contentsOf: bytes)
        return drain(atEnd: false)
    }

    /// Settles a pending prefix after the timeout: a lone Esc becomes the Esc
    /// key, `ESC x` Alt-x, anything else unfinished `.unknown`.
    public mutating func flush() -> [TerminalEvent] {
        drain(atEnd: true)
    }

    private mutating func drain(atEnd: Bool) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var index = 0
        while index < buffer.count {
            if var collector = paste {
                let (consumed, text) = collector.consume(buffer[index...])
                index += consumed
                if let text {
                    events.append(.paste(text))
                    paste = nil
                } else {
                    paste = collector
                }
                continue
            }
            switch SequenceParser(bytes: buffer, start: index, atEnd: atEnd).parse() {
            case .event(let event, let length):
                events.append(event)
                index += length
            case .pasteStart(let length):
                paste = PasteCollector(limit: maximumPasteBytes)
                index += length
            case .needMore:
                buffer.removeFirst(index)
                return events
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }
}

extension KeyDecoder {
    /// The events of one read with each run of typed characters (and the
    /// Enters between them) that holds at least two characters made one
    /// `TerminalEvent.burst(_:)`: what arrives in one read came faster than
    /// anyone types. Enters before a run's first character or after its last
    /// stay keys, and so does every other key, paste, click or resize, in
    /// its place.
    public static func groupingBursts(_ events: [TerminalEvent]) -> [TerminalEvent] {
        var grouped: [TerminalEvent] = []
        grouped.reserveCapacity(events.count)
        var run: [TerminalKey] = []
        func endRun() {
            defer { run.removeAll(keepingCapacity: true) }
            guard let first = run.firstIndex(where: { $0.typedCharacter != nil }),
                let last = run.lastIndex(where: { $0.typedCharacter != nil }),
                run[first...last].count(where: { $0.typedCharacter != nil }) >= 2
            else {
                grouped.append(contentsOf: run.map(TerminalEvent.key))
                return
            }
            grouped.append(contentsOf: run[..<first].map(TerminalEvent.key))
            var text = ""
            for key in run[first...last] { text.append(key.typedCharacter ?? "\n") }
            grouped.append(.burst(text))
            grouped.append(contentsOf: run[(last + 1)...].map(TerminalEvent.key))
        }
        for event in events {
            if case let .key(key) = event, key.typedCharacter != nil || key == .enter {
                run.append(key)
            } else {
                endRun()
                grouped.append(event)
            }
        }
        endRun()
        return grouped
    }
}
