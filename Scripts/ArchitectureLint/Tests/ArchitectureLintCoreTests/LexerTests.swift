@testable import ArchitectureLintCore
import Testing

/// The lexer and import extractor on source text, case by case.
@Suite struct ImportExtractorTests {
    private func modules(_ source: String) -> [String] {
        ImportExtractor.scan(source, path: "File.swift").imports.map(\.module)
    }

    @Test func ignoresImportsInCommentsOfEveryKind() {
        #expect(modules("// import A\n/// import B\n/* import C /* import D */ import E */\n/** import F */\nimport G") == ["G"])
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
        let scanned = ImportExtractor.scan("@_spi(Internal) @preconcurrency public import struct A.B.C", path: "F.swift")
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

    @Test func skipsAShebangLine() {
        #expect(modules("#!/usr/bin/env swift\nimport A") == ["A"])
    }

    @Test func suppressionNeedsARuleAndAReason() {
        let scanned = ImportExtractor.scan(
            "// architecture:allow import-policy: migration\nimport A\nimport B // architecture:allow import-policy\n",
            path: "F.swift"
        )
        #expect(scanned.suppressions.map(\.rule) == ["import-policy", "import-policy"])
        #expect(scanned.suppressions.map(\.reason) == ["migration", ""])
        #expect(scanned.suppressions.map(\.targetLine) == [2, 3])
    }
}
