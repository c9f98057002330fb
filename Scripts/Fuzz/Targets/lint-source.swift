import Foundation
@testable import ArchitectureLintCore

/// libFuzzer entry: any bytes as a Swift file of the workspace, scanned for
/// imports and suppressions the way the lint reads every source file (raw
/// bytes, header parse first), and, when the first line names a tools
/// version, as a Package.swift, read the way the lint reads a manifest (lossy
/// UTF-8 text: declaration places, suppressions, outside packages' library
/// products). Nothing may trap or hang, and every line reported must lie
/// inside the text. The same bytes, framed and checksummed as the lint
/// writes its parse cache, are read back as that file's entries: a damaged
/// cache may be refused, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let environment = CacheEnvironment(lint: "fuzz", toolchain: "fuzz")
    if let entries = try? ParseCache.decode(ParseCache.framed(bytes, environment: environment), environment: environment) {
        // What was read back writes out and reads back the same.
        let again = try? ParseCache.decode(ParseCache.encode(entries, environment: environment), environment: environment)
        guard again == entries else { fatalError("a parse cache entry did not read back as written") }
    }
    guard bracketNesting(bytes) <= deepestBracketNesting else { return -1 }
    // Lines as the lint numbers them: `\n`, `\r\n` and `\r` each end one.
    let lines = 1 + bytes.indices.filter { bytes[$0] == 10 || (bytes[$0] == 13 && ($0 + 1 == size || bytes[$0 + 1] != 10)) }.count
    let scanned = ImportExtractor.scan(bytes: bytes, path: "Sources/Fuzz/File.swift")
    for declaration in scanned.imports {
        guard !declaration.module.isEmpty, declaration.path.first == declaration.module else {
            fatalError("import without a module: \(declaration)")
        }
        guard (1...lines).contains(declaration.line), (declaration.line...lines).contains(declaration.endLine) else {
            fatalError("import outside the file's \(lines) lines: \(declaration)")
        }
    }
    for suppression in scanned.suppressions {
        guard (1...lines).contains(suppression.line), suppression.targetLines.upperBound <= lines else {
            fatalError("suppression outside the file's \(lines) lines: \(suppression)")
        }
    }

    // As a manifest only when its first line names a tools version, as every
    // manifest that SwiftPM evaluates (and so the lint reads) does: reading a
    // manifest costs about five times as much as scanning a file.
    let text = String(decoding: bytes, as: UTF8.self)
    _ = ManifestSelection.toolsVersion(of: text)
    guard text.prefix(while: { !$0.isNewline }).contains("swift-tools-version") else { return 0 }
    let locator = ManifestLocator(path: "Package.swift", text: text, packageDirectory: URL(fileURLWithPath: "/fuzz/Package"))
    _ = locator.target("Fuzz")
    _ = locator.dependency("Fuzz", of: "Fuzz")
    _ = locator.packageDependency(path: "/fuzz/Other")
    _ = locator.languageModes
    for read in locator.environmentReads where !(1...lines).contains(read.location.line) {
        fatalError("environment read outside the file's \(lines) lines: \(read)")
    }
    _ = OutsidePackages.libraries(inManifest: text)
    return 0
}

/// SwiftParser (swift-syntax 603.0.1) looks ahead twice at each `[` that may
/// open a type (once for `[N of T]`, once for `[T]`), so its time doubles with
/// every `[` nested inside another: `let x = [[…[1]…]]` 18 deep takes seconds
/// in the debug build the lint uses, 30 deep hours. That is the parser's, not
/// the lint's, so deeper inputs are skipped (and kept out of the corpus).
private let deepestBracketNesting = 8

/// How deep `[` nests in the bytes, outside comments. A `]` in a string counts
/// too, but a string between two `[` also ends the parser's look-ahead.
private func bracketNesting(_ bytes: [UInt8]) -> Int {
    var depth = 0
    var deepest = 0
    var comments = 0
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if comments > 0 {
            if byte == UInt8(ascii: "*") && next == UInt8(ascii: "/") { comments -= 1; index += 1 }
            else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") { comments += 1; index += 1 }
        } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
            comments = 1
            index += 1
        } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
            while index < bytes.count && bytes[index] != 10 && bytes[index] != 13 { index += 1 }
        } else if byte == UInt8(ascii: "[") {
            depth += 1
            deepest = max(deepest, depth)
        } else if byte == UInt8(ascii: "]") {
            depth = max(0, depth - 1)
        }
        index += 1
    }
    return deepest
}
