/// Fitting text into fixed-width terminal columns.
enum TextColumns {
    /// `text` cut to `width` characters (ending in "…" when cut) and padded with spaces.
    static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let cut = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        return cut + String(repeating: " ", count: width - cut.count)
    }

    /// `text` right-aligned in `width` characters.
    static func right(_ text: String, width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// Splits text into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
