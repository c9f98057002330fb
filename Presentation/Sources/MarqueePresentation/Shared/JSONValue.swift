import Foundation

/// A JSON document built from a screen's state: the one way `--json` output
/// is made, so every shape writes every key (unknown values as `null`) and
/// no type needs a hand-written encoder.
public indirect enum JSONValue: Encodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case string(String)
    case array([JSONValue])
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
    /// so the same data always prints the same bytes.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: it holds only strings, integers,
        // booleans and nulls (no floating-point value that JSON cannot hold).
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
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
