import MarqueeTerminalModel
import Foundation

/// A JSON document built from a screen's state: the one way `--json` output
/// is made, so every shape writes every key (unknown values as `null`) and
/// no type needs a hand-written encoder.
public indirect enum JSONValue: Encodable, Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int64)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, by key.
    case object([String: JSONValue])

    /// A string, or `null` when absent.
    public static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// An integer, or `null` when absent.
    public static func int(_ number: Int?) -> JSONValue { number.map { .int(Int64($0)) } ?? .null }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .int(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .string(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .array(values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case let .object(members):
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in members { try container.encode(value, forKey: Key(name)) }
        }
    }

    /// The document as text: sorted keys, pretty-printed, slashes unescaped,
    /// so the same data always prints the same bytes. Every character
    /// ``/MarqueeTerminalModel/TerminalText`` would not show raw (C1 controls such as the 8-bit
    /// CSI, DEL, bidirectional overrides) is written as a `\uXXXX` escape:
    /// the data stays exact for a script, and a terminal never sees it raw.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: it holds only strings, integers,
        // booleans and nulls (no floating-point value that JSON cannot hold).
        guard let data = try? encoder.encode(self) else { return "null" }
        return Self.escapingUnsafe(String(decoding: data, as: UTF8.self))
    }

    /// `json` with unsafe scalars written as `\uXXXX`. JSONEncoder already
    /// escapes C0 inside strings, so the only C0 left is the layout's own
    /// line breaks, which stay; any other unsafe scalar is inside a string,
    /// where the escape means the same.
    private static func escapingUnsafe(_ json: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x20 && TerminalText.isUnsafe(scalar)
        }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            result.append(
                contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
        }
        return String(result)
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue _: Int) { nil }
    }
}

extension CommandOutput {
    /// A success printing `document` as JSON.
    public static func json(_ document: JSONValue) -> CommandOutput {
        CommandOutput(standardOutput: [document.text], standardError: [], outcome: .success, raw: ())
    }
}
