import ArchitectureLintCore
import Testing

/// The SwiftParser-based import extractor on source text, case by case.
@Suite struct ImportExtractorTests {
    private func modules(_ source: String) -> [String] {
        ImportExtractor.scan(source, path: "File.swift").imports.map(\.module)
    }

    @Test func ignoresImportsInCommentsOfEveryKind() {
        #expect(
            modules("// import A\n/// import B\n/* import C /* import D */ import E */\n/** import F */\nimport G") == [
                "G"
            ])
    }

    @Test func ignoresImportsInStringsOfEveryKind() {
        let source = #"""
            let a = "import A"
            let b = """
              import B
              """
            let c = #"import C "\#("import D")" "#
            let d = "\("x" + "import E")"
            import F
            """#
        #expect(modules(source) == ["F"])
    }

    @Test func readsSeveralImportsOnOneLine() {
        #expect(modules("import A; import B;import C") == ["A", "B", "C"])
    }

    @Test func keepsAttributesAccessLevelAndKind() throws {
        let scanned = ImportExtractor.scan(
            "@_spi(Internal) @preconcurrency public import struct A.B.C", path: "F.swift")
        let declaration = try #require(scanned.imports.first)
        #expect(declaration.module == "A")
        #expect(declaration.path == ["A", "B", "C"])
        #expect(declaration.kind == "struct")
        #expect(declaration.attributes == ["@_spi(Internal)", "@preconcurrency"])
        #expect(declaration.accessLevel == "public")
        #expect(declaration.column == 1)
    }

    @Test func recognisesExportedImports() throws {
        let declaration = try #require(ImportExtractor.scan("@_exported import A", path: "F.swift").imports.first)
        #expect(declaration.isExported)
    }

    @Test func namesEveryEnclosingCondition() {
        let source = "#if A\n#if B // note\nimport X\n#endif\n#elseif C\nimport Y\n#else\nimport Z\n#endif\n"
        let conditions = ImportExtractor.scan(source, path: "F.swift").imports.map(\.conditions)
        #expect(conditions == [["#if A", "#if B"], ["#elseif C (of #if A)"], ["#else (of #if A)"]])
    }

    @Test func importAsMemberOrLabelIsNotAnImport() {
        #expect(modules("x.import(import: 1)\nfunc f(import value: Int) {}\nfunc g(a: Int, import b: Int) {}").isEmpty)
    }

    @Test func importAsALabelAfterAnAttributeIsNotAnImport() {
        #expect(
            modules(
                "func f(_ a: @escaping () -> Void, import b: Int) {}\nfunc g(a: @Sendable () -> Void, import: Int) {}"
            ).isEmpty)
    }

    @Test func skipsAShebangLine() {
        #expect(modules("#!/usr/bin/env swift\nimport A") == ["A"])
    }

    @Test func skipsAByteOrderMark() throws {
        let scanned = ImportExtractor.scan("\u{FEFF}import A\nimport B", path: "F.swift")
        #expect(scanned.imports.map(\.module) == ["A", "B"])
        #expect(scanned.imports.map(\.line) == [1, 2])
    }

    @Test func readsImportsSeparatedByUnicodeWhitespace() {
        #expect(modules("import\u{00A0}A\n\u{00A0}import B") == ["A", "B"])
    }

    @Test func bareRegexLiteralsHideQuotesAndCommentOpeners() {
        let source = "let a = /\"/\nimport A\nlet b = /a\\/*b/\nimport B\nlet c = /'import C'/\n"
        #expect(modules(source) == ["A", "B"])
    }

    @Test func aMultiLineImportIsOneDeclaration() throws {
        let declaration = try #require(
            ImportExtractor.scan("@preconcurrency\npublic\nimport\n  A", path: "F.swift").imports.first)
        #expect(declaration.line == 1)
        #expect(declaration.endLine == 4)
        #expect(declaration.module == "A")
    }

    @Test func suppressionNeedsARuleAndAReason() {
        let scanned = ImportExtractor.scan(
            "// architecture:allow import-policy: migration\nimport A\nimport B // architecture:allow import-policy\n",
            path: "F.swift"
        )
        #expect(scanned.suppressions.map(\.rule) == ["import-policy", "import-policy"])
        #expect(scanned.suppressions.map(\.reason) == ["migration", ""])
        #expect(scanned.suppressions.map(\.targetLines) == [2...2, 3...3])
    }

    @Test func suppressionCoversTheWholeDeclarationItSitsOn() {
        let scanned = ImportExtractor.scan(
            "@preconcurrency\nimport A // architecture:allow import-policy: shim\n/* architecture:allow import-policy: x */ @_spi(S)\nimport B\n",
            path: "F.swift"
        )
        #expect(scanned.suppressions.map(\.targetLines) == [1...2, 3...4])
        #expect(scanned.suppressions.map(\.reason) == ["shim", "x"])
    }

    private func scannedFromBytes(_ source: String) -> [String] {
        ImportExtractor.scan(bytes: Array(source.utf8), path: "F.swift").imports.map(\.module)
    }

    @Test func headerParseFindsAnImportWhosePathIsOnTheNextLine() {
        #expect(scannedFromBytes("import A\nlet x = 1\nimport\n    B\nlet y = 2\n") == ["A", "B"])
    }

    @Test func headerParseIgnoresImportTextInALiteralCutOpen() {
        let source = "import A\nlet s = \"\"\"\n  import B\n  \"\"\"\nlet r = #/\n  import C\n/#\nfunc f() {}\n"
        #expect(scannedFromBytes(source) == ["A"])
        #expect(scannedFromBytes(source) == modules(source))
    }

    @Test func headerParseKeepsASuppressionAfterTheLastImport() {
        let scanned = ImportExtractor.scan(
            bytes: Array(
                "import A\nlet x = 1\n// architecture:allow import-policy: stray\nlet y = 2\nlet z = 3\n".utf8),
            path: "F.swift"
        )
        #expect(scanned.suppressions.map(\.reason) == ["stray"])
    }
}
