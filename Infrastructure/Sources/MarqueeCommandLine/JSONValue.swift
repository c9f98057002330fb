import MarqueeTerminalModel

/// A JSON document built from a screen's state: the one way `--json` output
/// is made, so every shape writes every key (unknown values as `null`) and no
/// type needs an encoder of its own.
public indirect enum JSONValue: Equatable, Sendable {
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

    /// The document as text: keys sorted, pretty-printed with two spaces and
    /// `"key" : value`, slashes unescaped — the bytes Foundation's
    /// `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys,
    /// .withoutEscapingSlashes]` — so the same data always prints the same
    /// bytes. Every character `TerminalText` would not show raw (C0 and C1
    /// controls such as the 8-bit CSI, DEL, bidirectional overrides) is
    /// written as an escape (`\n`, `\u009b`): the data stays exact for a
    /// script, and a terminal never sees it raw.
    public var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .int(value): output += String(value)
        case let .string(value): Self.writeString(value, to: &output)
        case let .array(values):
            Self.writeContainer(values, open: "[", close: "]", to: &output, indent: indent) { value, output, inner in
                value.write(to: &output, indent: inner)
            }
        case let .object(members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            Self.writeContainer(sorted, open: "{", close: "}", to: &output, indent: indent) { member, output, inner in
                Self.writeString(member.key, to: &output)
                output += " : "
                member.value.write(to: &output, indent: inner)
            }
        }
    }

    private static func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, indent: String,
        writing: (Element, inout String, String) -> Void
    ) {
        let inner = indent + "  "
        output += open + "\n"
        if elements.isEmpty { output += "\n" }
        for (index, element) in elements.enumerated() {
            output += inner
            writing(element, &output, inner)
            output += index < elements.count - 1 ? ",\n" : "\n"
        }
        output += indent + close
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || TerminalText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
