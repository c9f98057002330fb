extension FrameSnapshot {
    /// How many differing lines a report shows.
    static let reportedLines = 6

    /// What differs between a stored fixture and this snapshot, line by
    /// line, naming each line (`text row 4`, `style row 4`); `nil` when
    /// they are the same.
    func difference(from stored: String) -> String? {
        var storedLines = stored.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if storedLines.last == "" { storedLines.removeLast() }
        let count = max(storedLines.count, lines.count)
        let differing = (0..<count).filter { index in
            let drawn = lines.indices.contains(index) ? lines[index].text : nil
            return drawn != (storedLines.indices.contains(index) ? storedLines[index] : nil)
        }
        guard !differing.isEmpty else { return nil }
        let what =
            differing.count == 1 ? "1 line of the frame differs" : "\(differing.count) lines of the frame differ"
        let sizes =
            storedLines.count == lines.count
            ? "" : " (the fixture has \(storedLines.count) lines, the frame \(lines.count))"
        var report = [what + " from the fixture" + sizes + ":"]
        for index in differing.prefix(Self.reportedLines) {
            let label = lines.indices.contains(index) ? lines[index].label : "line \(index + 1)"
            report.append("  \(label):")
            report.append("    fixture: " + (storedLines.indices.contains(index) ? storedLines[index] : "(none)"))
            report.append("    frame:   " + (lines.indices.contains(index) ? lines[index].text : "(none)"))
        }
        if differing.count > Self.reportedLines {
            report.append("  … and \(differing.count - Self.reportedLines) more")
        }
        return report.joined(separator: "\n")
    }
}
