import ArchitectureLintCore
import Foundation

// Generates trees of 2,500, 5,000 and 10,000 Swift files in a temporary
// directory and times the import scan over each (find, read, parse, extract),
// to show it stays well under 5 s and grows linearly. A benchmark, not a test.

/// One generated file: imports, comments, strings and a conditional block,
/// about 60 lines, like an ordinary source file.
func sourceFile(_ index: Int) -> String {
    """
    // File \(index): generated for the architecture-lint benchmark.
    /* A block comment /* nested */ that mentions import Foundation. */
    @testable import MarqueeDomain
    public import Foundation; import Dispatch
    import struct MarqueeData.Repository\(index)
    #if canImport(Glibc)
    import Glibc
    #endif

    /// A type with a doc comment mentioning `import Secret`.
    public struct Generated\(index): Sendable {
        public let title = "import NotAModule \\(1 + 2)"
        public let raw = #"raw "import" string"#
        public let text = \"\"\"
            multi-line
            import Nope
            \"\"\"

    \((0..<40).map { "    public func method\($0)(value: Int) -> Int { value &+ \($0) }" }.joined(separator: "\n"))
    }
    """
}

func generateTree(files: Int, in root: URL) throws {
    for index in 0..<files {
        let directory = root.appendingPathComponent("Sources/Module\(index % 50)/Folder\(index % 7)")
        if index < 350 { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        try sourceFile(index).write(
            to: directory.appendingPathComponent("File\(index).swift"), atomically: false, encoding: .utf8)
    }
}

func time(_ body: () -> Int) -> (seconds: Double, imports: Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    let imports = body()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, imports)
}

let base = FileManager.default.temporaryDirectory.appendingPathComponent(
    "architecture-lint-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: base) }
print("files    seconds   imports   µs/file")
for count in [2_500, 5_000, 10_000] {
    let root = base.appendingPathComponent("\(count)")
    do {
        try generateTree(files: count, in: root)
    } catch {
        FileHandle.standardError.write(Data("cannot generate the tree: \(error)\n".utf8))
        exit(1)
    }
    let (seconds, imports) = time { ImportScan.countImports(under: root) }
    let perFile = seconds / Double(count) * 1e6
    print(String(format: "%6d  %8.3f  %8d  %8.1f", count, seconds, imports, perFile))
}
