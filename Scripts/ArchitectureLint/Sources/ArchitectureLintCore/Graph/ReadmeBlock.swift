/// The part of a README between the architecture-graph markers.
public enum ReadmeBlock {
    /// Opens the generated block.
    public static let begin = "<!-- architecture-graph:begin -->"
    /// Closes the generated block.
    public static let end = "<!-- architecture-graph:end -->"

    /// The text between the markers, or nil when they are missing.
    public static func extract(from readme: String) -> String? {
        guard let start = readme.range(of: begin),
            let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
        else {
            return nil
        }
        return String(readme[start.upperBound..<stop.lowerBound])
    }

    /// The README with the block replaced, or nil when the markers are missing.
    public static func replace(in readme: String, with block: String) -> String? {
        guard let start = readme.range(of: begin),
            let stop = readme.range(of: end, range: start.upperBound..<readme.endIndex)
        else {
            return nil
        }
        var updated = readme
        updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: "\n" + block)
        return updated
    }

    /// Whether the README's block matches the graph, ignoring surrounding blank lines.
    public static func isCurrent(_ readme: String, graph: String) -> Bool {
        guard let current = extract(from: readme) else { return false }
        return trimmed(current) == trimmed(graph)
    }

    private static func trimmed(_ text: String) -> Substring {
        Substring(text).trimmingWhitespace()
    }
}
