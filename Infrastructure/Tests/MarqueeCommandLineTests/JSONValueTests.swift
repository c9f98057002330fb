import Foundation
import MarqueeCommandLine
import Testing

/// `--json` text: exact for scripts, never raw control or direction
/// characters for a terminal, and the bytes Foundation's encoder writes.
@Suite struct JSONValueTests {
    @Test func anEightBitCSIAndARightToLeftOverrideAreEscaped() {
        #expect(JSONValue.string("Evil\u{9B}31m").text == "\"Evil\\u009b31m\"")
        #expect(JSONValue.string("txt.\u{202E}exe").text == "\"txt.\\u202eexe\"")
        #expect(JSONValue.string("del\u{7F}").text == "\"del\\u007f\"")
    }

    @Test func theLayoutIsSortedKeysTwoSpacesAndUnescapedSlashes() {
        #expect(
            JSONValue.object(["b": .int(1), "a": .string("/x.jpg"), "c": .array([.bool(true), .null])]).text == """
                {
                  "a" : "/x.jpg",
                  "b" : 1,
                  "c" : [
                    true,
                    null
                  ]
                }
                """)
    }

    @Test func absentValuesAreNull() {
        #expect(JSONValue.string(nil) == .null)
        #expect(JSONValue.int(nil) == .null)
        #expect(JSONValue.null.text == "null")
    }

    @Test func theTextIsWhatFoundationsEncoderWrites() throws {
        var generator = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let value = JSONValue.random(using: &generator, depth: 0)
            #expect(value.text == (try foundationText(value)), "\(value)")
        }
    }

    @Test func edgeCasesMatchFoundationsEncoderToo() throws {
        let values: [JSONValue] = [
            .object([:]), .array([]), .array([.array([]), .object([:])]), .int(.min), .int(.max),
            .string("q\"b\\s/\u{1}\u{1B}\u{8}\u{C}\n\r\t\u{1F}\u{2028}é👍🏽"),
            .object(["B": .null, "a": .null, "a10": .null, "a9": .null, "_x": .null, "É": .null, "e": .null]),
        ]
        for value in values {
            #expect(value.text == (try foundationText(value)), "\(value)")
        }
    }

    /// What `JSONEncoder` writes for `value`, with the scalars a terminal would
    /// act on escaped afterwards (C1, DEL, bidirectional controls: the encoder
    /// leaves them raw).
    private func foundationText(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let raw = String(decoding: try encoder.encode(Encoded(value)), as: UTF8.self)
        var escaped = ""
        for scalar in raw.unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// A ``JSONValue`` through Foundation's `Encodable`, to compare with.
private struct Encoded: Encodable {
    let value: JSONValue
    init(_ value: JSONValue) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case let .int(int):
            var container = encoder.singleValueContainer()
            try container.encode(int)
        case let .string(string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case let .array(values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(Encoded(value)) }
        case let .object(members):
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in members { try container.encode(Encoded(value), forKey: Key(stringValue: name)) }
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue _: Int) { nil }
    }
}

/// A seeded generator, so a failing document is the same on every run.
private struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension JSONValue {
    /// Characters a document's strings and keys are made of: letters of
    /// both cases, digits, punctuation JSON escapes, controls, accents,
    /// wide characters, emoji with modifiers, bidirectional controls.
    fileprivate static let alphabet: [Unicode.Scalar] =
        Array("aAzZ09_-/ \"\\é千👍🏽".unicodeScalars) + [
            "\u{0}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9B}",
            "\u{202E}", "\u{2066}", "\u{2028}", "\u{301}",
        ]

    fileprivate static func random(using generator: inout SplitMix, depth: Int) -> JSONValue {
        let kind = Int.random(in: 0..<(depth < 3 ? 6 : 4), using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int64.random(in: .min ... .max, using: &generator))
        case 3: return .string(randomText(using: &generator))
        case 4:
            let count = Int.random(in: 0...3, using: &generator)
            return .array((0..<count).map { _ in random(using: &generator, depth: depth + 1) })
        default:
            let count = Int.random(in: 0...3, using: &generator)
            var members: [String: JSONValue] = [:]
            for _ in 0..<count {
                members[randomText(using: &generator)] = random(using: &generator, depth: depth + 1)
            }
            return .object(members)
        }
    }

    private static func randomText(using generator: inout SplitMix) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
        }
        return String(text)
    }
}
