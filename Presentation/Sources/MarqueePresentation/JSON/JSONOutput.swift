public import Foundation

/// Encodes `--json` output: sorted keys, pretty-printed, no escaped slashes,
/// so the same data always prints the same bytes.
public enum JSONOutput {
    /// The JSON text of `value`.
    ///
    /// - Throws: `EncodingError` when the value cannot be encoded (not for Marquee's own types).
    public static func string(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
