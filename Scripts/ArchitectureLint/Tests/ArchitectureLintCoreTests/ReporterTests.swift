import ArchitectureLintCore
import Foundation
import Testing

/// SARIF, GitHub annotations and the baseline, on a real fixture's result.
@Suite struct ReporterTests {
    private func result(_ fixture: String) throws -> LintResult {
        try Linter(root: FixtureTests.fixtures.appendingPathComponent(fixture)).run()
    }

    private func object(_ value: Any?) throws -> [String: Any] {
        try #require(value as? [String: Any])
    }

    private func array(_ value: Any?) throws -> [Any] {
        try #require(value as? [Any])
    }

    /// The required structure of SARIF 2.1.0 (sarifLog → run → tool.driver
    /// with reportingDescriptors; result with message, ruleId/ruleIndex,
    /// level and a physical location whose region is 1-based and ordered).
    @Test func sarifHasTheRequiredStructureOfVersion2_1_0() throws {
        let lint = try result("undeclared-transitive")
        let log = try object(JSONSerialization.jsonObject(with: Data(SARIFReporter.render(lint).utf8)))
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try array(log["runs"])
        #expect(runs.count == 1)
        let run = try object(runs.first)
        let driver = try object(object(run["tool"])["driver"])
        #expect(driver["name"] as? String == "architecture-lint")
        let rules = try array(driver["rules"]).map(object)
        #expect(rules.compactMap { $0["id"] as? String } == Rule.allCases.map(\.rawValue))
        for rule in rules {
            #expect(try (object(rule["shortDescription"])["text"] as? String)?.isEmpty == false)
            #expect(try (object(rule["help"])["text"] as? String)?.isEmpty == false)
        }
        let results = try array(run["results"]).map(object)
        #expect(results.count == lint.diagnostics.count)
        #expect(!results.isEmpty)
        for (sarif, diagnostic) in zip(results, lint.diagnostics) {
            #expect(sarif["ruleId"] as? String == diagnostic.rule.rawValue)
            let index = try #require(sarif["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic.rule.rawValue)
            #expect(["none", "note", "warning", "error"].contains(sarif["level"] as? String ?? ""))
            #expect(try object(sarif["message"])["text"] as? String == diagnostic.message)
            let physical = try object(object(array(sarif["locations"]).first)["physicalLocation"])
            #expect(try object(physical["artifactLocation"])["uri"] as? String == diagnostic.path)
            let region = try object(physical["region"])
            let startLine = try #require(region["startLine"] as? Int)
            let startColumn = try #require(region["startColumn"] as? Int)
            let endLine = try #require(region["endLine"] as? Int)
            let endColumn = try #require(region["endColumn"] as? Int)
            #expect(startLine == diagnostic.line && startColumn == diagnostic.column)
            #expect(startLine >= 1 && startColumn >= 1 && endLine >= startLine)
            #expect(endLine > startLine || endColumn > startColumn)
        }
    }

    /// Every fixture's SARIF log, checked against the SARIF 2.1.0 schema's
    /// definitions of the objects it holds (``SARIFSchema``): no property the
    /// standard does not define, every required one, each value's type and bounds.
    @Test(arguments: FixtureTests.cases.filter { $0 != "bad-policy" })
    func sarifValidatesAgainstTheSchemaDefinitions(fixture: String) throws {
        let log = try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(result(fixture)).utf8))
        #expect(SARIFSchema.validate(log) == [])
    }

    /// The validator is not a check that cannot fail: each of these edits of a
    /// valid log is one violation, reported at its path.
    @Test func sarifSchemaCheckRejectsInvalidLogs() throws {
        let valid =
            try JSONSerialization.jsonObject(
                with: Data(SARIFReporter.render(result("undeclared-transitive")).utf8)) as? [String: Any]
        var log = try #require(valid)
        #expect(SARIFSchema.validate(log) == [])
        func edited(_ edit: (inout [String: Any]) -> Void) -> [String] {
            var copy = log
            edit(&copy)
            return SARIFSchema.validate(copy)
        }
        func editResult(_ edit: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
            { log in
                var runs = log["runs"] as! [[String: Any]]
                var results = runs[0]["results"] as! [[String: Any]]
                edit(&results[0])
                runs[0]["results"] = results
                log["runs"] = runs
            }
        }
        #expect(edited { $0["version"] = "2.0.0" } == [#"$.version: must be "2.1.0""#])
        #expect(edited { $0["runs"] = nil } == [#"$: sarifLog requires "runs""#])
        #expect(
            edited(editResult { $0["rule_id"] = $0["ruleId"] })
                == [#"$.runs[0].results[0]: result has no property "rule_id""#])
        #expect(
            edited(editResult { $0["level"] = "fatal" })
                == [#"$.runs[0].results[0].level: fatal is not one of ["none", "note", "warning", "error"]"#])
        #expect(
            edited(editResult { $0["message"] = ["markdown": "x"] })
                == [#"$.runs[0].results[0].message: message requires one of ["id", "text"]"#])
        #expect(
            edited(
                editResult { result in
                    var locations = result["locations"] as! [[String: Any]]
                    var physical = locations[0]["physicalLocation"] as! [String: Any]
                    var region = physical["region"] as! [String: Any]
                    region["startLine"] = 0
                    region["endColumn"] = true
                    physical["region"] = region
                    locations[0]["physicalLocation"] = physical
                    result["locations"] = locations
                })
                == [
                    "$.runs[0].results[0].locations[0].physicalLocation.region.endColumn: expected an integer",
                    "$.runs[0].results[0].locations[0].physicalLocation.region.startLine: 0 is below 1",
                ])
        log["runs"] = [["tool": ["driver": ["rules": []]]]]
        #expect(SARIFSchema.validate(log) == [#"$.runs[0].tool.driver: toolComponent requires "name""#])
    }

    @Test func importRegionsCoverTheWholeDeclaration() throws {
        let diagnostic = try #require(
            result("undeclared-transitive").diagnostics.first { $0.rule == .undeclaredImport })
        // `import MDomain` on one line: 14 characters.
        #expect(diagnostic.endLine == diagnostic.line)
        #expect(diagnostic.endColumn == diagnostic.column + 14)
    }

    @Test func githubAnnotationsEscapeTheirFields() {
        let diagnostic = Diagnostic(
            path: "A,b:c.swift", line: 3, column: 2, rule: .importPolicy, message: "50% off\nnext")
        let text = GitHubReporter.render(LintResult(diagnostics: [diagnostic], filesScanned: 1, packagesChecked: 1))
        #expect(
            text
                == "::error file=A%2Cb%3Ac.swift,line=3,col=2,endLine=3,endColumn=3,title=architecture-lint%3A import-policy::50%25 off%0Anext\n"
        )
    }

    @Test func baselineFreezesTodaysViolationsAndIgnoresLineNumbers() throws {
        let lint = try result("undeclared-transitive")
        let baseline = Baseline(freezing: lint)
        #expect(!baseline.rendered().contains("\"line\""))
        #expect(baseline.apply(to: lint, path: "baseline.json").isClean)
        // The same violations moved by an unrelated edit still match.
        let moved = LintResult(
            diagnostics: lint.diagnostics.map {
                Diagnostic(path: $0.path, line: $0.line + 7, column: $0.column, rule: $0.rule, message: $0.message)
            },
            filesScanned: lint.filesScanned, packagesChecked: lint.packagesChecked
        )
        #expect(baseline.apply(to: moved, path: "baseline.json").diagnostics.isEmpty)
    }

    @Test func baselineReportsNewViolationsAndStaleEntries() throws {
        let lint = try result("undeclared-transitive")
        let baseline = Baseline(freezing: lint)
        let fixed = LintResult(diagnostics: Array(lint.diagnostics.dropFirst()), filesScanned: 1, packagesChecked: 1)
        let stale = baseline.apply(to: fixed, path: "baseline.json").diagnostics
        #expect(stale.map(\.rule) == [.staleBaseline])
        let extra = Diagnostic(path: "New.swift", line: 1, column: 1, rule: .importPolicy, message: "new")
        let grown = LintResult(diagnostics: lint.diagnostics + [extra], filesScanned: 1, packagesChecked: 1)
        #expect(baseline.apply(to: grown, path: "baseline.json").diagnostics == [extra])
    }

    @Test func baselineFileIsSortedAndRoundTrips() throws {
        let lint = try result("suppressions")
        let baseline = Baseline(freezing: lint)
        #expect(baseline.entries == baseline.entries.sorted())
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try baseline.rendered().write(to: url, atomically: true, encoding: .utf8)
        #expect(try Baseline(contentsOf: url) == baseline)
    }
}
