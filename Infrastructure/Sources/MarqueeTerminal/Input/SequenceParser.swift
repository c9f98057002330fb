import MarqueeTerminalModel
/// Parses one key, sequence or character at the start of some bytes.
struct SequenceParser {
    enum Outcome: Equatable {
        case event(TerminalEvent, length: Int)
        case pasteStart(length: Int)
        case needMore
    }

    private static let escape: UInt8 = 0x1B
    /// Longer CSI sequences than this are garbage, not keys.
    private static let maximumSequenceLength = 32

    let bytes: [UInt8]
    let start: Int
    let atEnd: Bool

    func parse() -> Outcome {
        let first = bytes[start]
        if first == Self.escape {
            return parseEscape()
        }
        if first < 0x80 {
            return .event(.key(Self.singleByteKey(first)), length: 1)
        }
        return parseUTF8()
    }

    // MARK: Single bytes

    static func singleByteKey(_ byte: UInt8, modifiers: KeyModifiers = []) -> TerminalKey {
        switch byte {
        case 0x0D, 0x0A: return TerminalKey(.enter, modifiers: modifiers)
        case 0x09: return TerminalKey(.tab, modifiers: modifiers)
        case 0x7F, 0x08: return TerminalKey(.backspace, modifiers: modifiers)
        case 0x1B: return TerminalKey(.escape, modifiers: modifiers)
        case 0x00: return TerminalKey(.character(" "), modifiers: modifiers.union(.control))
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return TerminalKey(.character(letter), modifiers: modifiers.union(.control))
        case 0x1C...0x1F:
            let symbol = Character(Unicode.Scalar(byte + 0x40))
            return TerminalKey(.character(symbol), modifiers: modifiers.union(.control))
        default:
            return TerminalKey(.character(Character(Unicode.Scalar(byte))), modifiers: modifiers)
        }
    }

    // MARK: UTF-8

    private func parseUTF8() -> Outcome {
        let first = bytes[start]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(.unknown([first]), length: 1)
        }
        var end = start + 1
        while end < start + length {
            guard end < bytes.count else {
                return atEnd ? .event(.unknown(Array(bytes[start..<end])), length: end - start) : .needMore
            }
            guard bytes[end] & 0xC0 == 0x80 else {
                return .event(.unknown(Array(bytes[start..<end])), length: end - start)
            }
            end += 1
        }
        let encoded = bytes[start..<end]
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first else {
            return .event(.unknown(Array(encoded)), length: length)
        }
        return .event(.key(TerminalKey(.character(character))), length: length)
    }

    // MARK: Escape

    private func parseEscape() -> Outcome {
        guard start + 1 < bytes.count else {
            return atEnd ? .event(.key(TerminalKey(.escape)), length: 1) : .needMore
        }
        let second = bytes[start + 1]
        switch second {
        case 0x5B:  // [
            return parseCSI()
        case 0x4F:  // O
            return parseSS3()
        case Self.escape:
            // Esc Esc: the first is a lone Esc; the second starts afresh.
            return .event(.key(TerminalKey(.escape)), length: 1)
        default:
            let inner = SequenceParser(bytes: bytes, start: start + 1, atEnd: atEnd).parse()
            switch inner {
            case .event(.key(let key), let length):
                return .event(.key(TerminalKey(key.code, modifiers: key.modifiers.union(.alt))), length: length + 1)
            case .event(.unknown(let unknown), let length):
                return .event(.unknown([Self.escape] + unknown), length: length + 1)
            case .needMore:
                return .needMore
            default:
                return .event(.unknown([Self.escape]), length: 1)
            }
        }
    }

    /// `ESC [ params intermediates final`; the Linux console's `ESC [ [ A`…`E` are F1–F5.
    private func parseCSI() -> Outcome {
        var index = start + 2
        if index < bytes.count, bytes[index] == 0x5B {
            guard index + 1 < bytes.count else { return incomplete() }
            let final = bytes[index + 1]
            let length = index + 2 - start
            if (0x41...0x45).contains(final) {
                return .event(.key(TerminalKey(.function(Int(final) - 0x40))), length: length)
            }
            return .event(.unknown(Array(bytes[start..<start + length])), length: length)
        }
        var parameters: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if index - start >= Self.maximumSequenceLength {
                return .event(.unknown(Array(bytes[start..<index])), length: index - start)
            }
            switch byte {
            case 0x20...0x3F:
                parameters.append(byte)
                index += 1
            case 0x40...0x7E:
                let length = index + 1 - start
                return csiOutcome(parameters: parameters, final: byte, length: length)
            default:
                // A control byte or non-ASCII inside a sequence: the sequence is
                // broken; report it and decode the byte on its own.
                return .event(.unknown(Array(bytes[start..<index])), length: index - start)
            }
        }
        return incomplete()
    }

    /// `ESC O final`, with an optional modifier digit (`ESC O 5 P`).
    private func parseSS3() -> Outcome {
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if (0x30...0x39).contains(byte), parameters.count < 3 {
                parameters.append(byte)
                index += 1
                continue
            }
            let length = index + 1 - start
            let modifiers = KeyModifiers(xtermParameter: Int(String(decoding: parameters, as: UTF8.self)) ?? 1)
            if let code = Self.letterCode(byte) {
                return .event(.key(TerminalKey(code, modifiers: modifiers)), length: length)
            }
            if byte == 0x4D {  // keypad Enter
                return .event(.key(TerminalKey(.enter, modifiers: modifiers)), length: length)
            }
            return .event(.unknown(Array(bytes[start..<start + length])), length: length)
        }
        return incomplete()
    }

    /// An unfinished `ESC [` or `ESC O`: wait, or at the timeout take a bare
    /// `ESC [` / `ESC O` as Alt-[ / Alt-O and anything longer as unknown.
    private func incomplete() -> Outcome {
        guard atEnd else { return .needMore }
        let remaining = bytes.count - start
        if remaining == 2 {
            let key = Self.singleByteKey(bytes[start + 1], modifiers: .alt)
            return .event(.key(key), length: 2)
        }
        return .event(.unknown(Array(bytes[start...])), length: remaining)
    }

    private func csiOutcome(parameters: [UInt8], final: UInt8, length: Int) -> Outcome {
        if parameters.first == 0x3C, final == 0x4D || final == 0x6D {  // < … M or m: SGR mouse
            let sequence = Array(bytes[start..<start + length])
            return .event(
                Self.mouse(parameters.dropFirst(), released: final == 0x6D) ?? .unknown(sequence), length: length)
        }
        let fields = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.map { Int($0) }
        let modifiers = KeyModifiers(xtermParameter: (numbers.count > 1 ? numbers[1] : nil) ?? 1)
        let sequence = Array(bytes[start..<start + length])
        if final == 0x7E {  // ~
            guard let first = numbers.first, let number = first else {
                return .event(.unknown(sequence), length: length)
            }
            if number == 200 { return .pasteStart(length: length) }
            guard let code = Self.tildeCode(number) else { return .event(.unknown(sequence), length: length) }
            return .event(.key(TerminalKey(code, modifiers: modifiers)), length: length)
        }
        if final == 0x5A, parameters.isEmpty {  // Z: Shift-Tab
            return .event(.key(TerminalKey(.tab, modifiers: .shift)), length: length)
        }
        guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }), let code = Self.letterCode(final) else {
            return .event(.unknown(sequence), length: length)
        }
        return .event(.key(TerminalKey(code, modifiers: modifiers)), length: length)
    }

    /// An SGR (1006) mouse report, `CSI < button ; column ; row M|m`.
    private static func mouse(_ parameters: ArraySlice<UInt8>, released: Bool) -> TerminalEvent? {
        let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let code = numbers[0]
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let button: MouseEvent.Button? =
            switch code & 3 {
            case 0: .left
            case 1: .middle
            case 2: .right
            default: nil
            }
        let action: MouseEvent.Action
        if code & 64 != 0 {
            action = code & 1 == 0 ? .wheelUp : .wheelDown
        } else if released {
            action = .release
        } else if let button {
            action = code & 32 != 0 ? .drag(button) : .press(button)
        } else {
            action = .release
        }
        let position = TerminalPosition(row: numbers[2] - 1, column: numbers[1] - 1)
        return .mouse(MouseEvent(action, at: position, modifiers: modifiers))
    }

    /// The final letters shared by CSI and SS3: arrows, Home/End, F1–F4.
    private static func letterCode(_ final: UInt8) -> TerminalKey.Code? {
        switch final {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        case 0x50: return .function(1)
        case 0x51: return .function(2)
        case 0x52: return .function(3)
        case 0x53: return .function(4)
        default: return nil
        }
    }

    /// `CSI n ~` keys (vt220 and xterm numbering).
    private static func tildeCode(_ number: Int) -> TerminalKey.Code? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }
}
