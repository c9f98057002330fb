import Foundation
import MarqueeTerminalModel
import Testing

/// Checks `grid` against the fixture `name` of the calling test file's suite,
/// or records it (when `MARQUEE_RECORD_SNAPSHOTS=1`, or when there is no
/// fixture yet) and fails saying so.
///
/// A snapshot test of the full-screen app: the frame is compared with a text
/// fixture under `Presentation/Tests/MarqueePresentationTests/__Snapshots__/<Suite>/<name>.<cols>x<rows>.txt`
/// (see ``FrameSnapshot`` for what the file holds), found through the test
/// file's `#filePath`, so nothing is bundled.
///
/// Re-record after a change meant to alter the screen:
///
///     MARQUEE_RECORD_SNAPSHOTS=1 swift test --package-path Presentation --filter Snapshot
///
/// Every recorded test then fails, saying it recorded, so a recording run
/// never passes silently; run again without the variable. Changed fixtures
/// are reviewed by eye in the diff before they are committed: a fixture is
/// what a person sees, and a wrong one is a bug, not a new truth.
///
/// On a mismatch the frame is written beside the fixture as
/// `<name>.<cols>x<rows>.actual.txt` (ignored by git), and the issue shows
/// the first rows that differ.
func assertFrame(_ grid: TerminalGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let snapshot = FrameSnapshot(grid)
    let fixture = FixtureFile(name: name, size: grid.size, testFile: sourceLocation.filePath)
    let stored = try? String(contentsOf: fixture.url, encoding: .utf8)
    do {
        guard let stored, !FixtureFile.isRecording else {
            try fixture.write(snapshot.text)
            let what =
                stored == nil ? "had no fixture" : stored == snapshot.text ? "re-recorded (unchanged)" : "re-recorded"
            Issue.record(
                "\(fixture.relativePath) \(what): review it, then run without MARQUEE_RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
            return
        }
        guard let difference = snapshot.difference(from: stored) else {
            try fixture.removeActual()
            return
        }
        try fixture.writeActual(snapshot.text)
        Issue.record(
            "\(fixture.relativePath) differs; the frame is in \(fixture.actualURL.lastPathComponent)\n\(difference)",
            sourceLocation: sourceLocation)
    } catch {
        Issue.record(error, "\(fixture.relativePath) could not be written", sourceLocation: sourceLocation)
    }
}

/// The three sizes every screen is checked at: the smallest the panels are
/// laid out in, a usual window, a large one.
enum SnapshotSizes {
    static let standard = [
        TerminalSize(columns: 60, rows: 16), TerminalSize(columns: 100, rows: 30), TerminalSize(columns: 160, rows: 48),
    ]
}

/// Where one fixture lives: `__Snapshots__/<Suite>/<name>.<size>.txt` in the
/// test target's folder, the suite named after the test file.
struct FixtureFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["MARQUEE_RECORD_SNAPSHOTS"] == "1" }

    let url: URL
    let actualURL: URL
    let relativePath: String

    init(name: String, size: TerminalSize, testFile: String) {
        let file = URL(fileURLWithPath: testFile)
        let suite = file.deletingPathExtension().lastPathComponent
        // The test target's folder is the one inside `Tests`.
        var target = file.deletingLastPathComponent()
        while target.deletingLastPathComponent().lastPathComponent != "Tests", target.pathComponents.count > 2 {
            target.deleteLastPathComponent()
        }
        let folder = target.appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
        url = folder.appendingPathComponent("\(name).\(size).txt")
        actualURL = folder.appendingPathComponent("\(name).\(size).actual.txt")
        relativePath = "__Snapshots__/\(suite)/\(name).\(size).txt"
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        try removeActual()
    }

    func writeActual(_ text: String) throws {
        try text.write(to: actualURL, atomically: true, encoding: .utf8)
    }

    /// Removes the mismatch left by an earlier run, once the frame matches.
    func removeActual() throws {
        guard FileManager.default.fileExists(atPath: actualURL.path) else { return }
        try FileManager.default.removeItem(at: actualURL)
    }
}
