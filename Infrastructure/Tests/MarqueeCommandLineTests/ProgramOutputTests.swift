import MarqueeCommandLine
import MarqueeTerminalModel
import Testing

/// A program of the tests' own: its lines begin `demo:`.
private enum Demo: CommandLineProgram {
    static let name = "demo"
}

private typealias Output = ProgramOutput<Demo>

/// What every one-shot command prints passes through one type.
@Suite struct ProgramOutputTests {
    @Test func aFailureIsOneLineNamingTheProgram() {
        let output = Output.failed("Nothing to do.", usage: true)

        #expect(output.standardError == ["demo: Nothing to do."])
        #expect(output.standardOutput.isEmpty)
        #expect(output.outcome == .usageError)
        #expect(output.outcome.exitStatus == 64)
    }

    @Test func everyOutcomeHasItsOwnExitStatus() {
        let outcomes: [CommandOutcome] = [.success, .failure, .usageError, .notPermitted, .outcomeUnknown]
        #expect(outcomes.map(\.exitStatus) == [0, 1, 64, 77, 75])
    }

    @Test func controlSequencesNeverReachTheTerminal() {
        let output = Output.printing(["bad\u{1B}[31mred"]).warning(["odd\u{9B}31m"])

        #expect(output.standardOutput == [TerminalText.neutralized("bad\u{1B}[31mred")])
        #expect(output.standardOutput.allSatisfy { !$0.unicodeScalars.contains("\u{1B}") })
        #expect(output.standardError.allSatisfy { !$0.unicodeScalars.contains("\u{9B}") })
    }

    @Test func warningsComeBeforeTheFailureAndKeepTheBytes() {
        let failed = Output.failed("Gone.").warning(["Cache is old.", "Slow disk."])
        #expect(failed.standardError == ["demo: warning: Cache is old.", "demo: warning: Slow disk.", "demo: Gone."])
        #expect(failed.outcome == .failure)

        let image = Output.bytes([0xFF, 0xD8]).warning(["Small."])
        #expect(image.binary == [0xFF, 0xD8])
        #expect(Output.bytes([1]).warning([]) == Output.bytes([1]))
    }

    @Test func theJSONOfACommandIsWrittenAsItIs() {
        let output = Output.json(.string("a\u{9B}"))
        #expect(output.standardOutput == ["\"a\\u009b\""])
        #expect(output.outcome == .success)
    }

    @Test func renderingIsTheFailureOrTheStateInTheFormatAsked() {
        func render(_ failure: CommandFailureText?, _ format: OutputFormat) -> Output {
            .rendering(
                3 as Int64, failure: failure, format: format, text: { ["\($0) items"] },
                json: { .object(["count": .int($0)]) })
        }
        #expect(render(nil, .text).standardOutput == ["3 items"])
        #expect(render(nil, OutputFormat(json: true)).standardOutput == ["{\n  \"count\" : 3\n}"])
        let refused = render(CommandFailureText("Not yours.", outcome: .notPermitted), .json)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError == ["demo: Not yours."])
        #expect(refused.outcome == .notPermitted)
        #expect(CommandFailureText("Typo.", isUsage: true).isUsage)
        #expect(OutputFormat(json: false) == .text)
    }

    @Test func aMalformedCommandLineIsOneLine() {
        #expect(
            ProgramErrorLine<Demo>.usage("Error: Unknown option '--bogus'.", command: "demo list")
                == "demo: Unknown option '--bogus'; see 'demo list --help'.")
        #expect(
            ProgramErrorLine<Demo>.usage("Missing \u{1B}]0;x", command: "demo").unicodeScalars.allSatisfy {
                $0 != "\u{1B}"
            })
    }
}

/// A command's rows lined up by what a terminal shows.
@Suite struct TextColumnsTests {
    @Test func columnsAreAsWideAsTheirWidestCellOnScreen() {
        #expect(
            TextColumns.lines([["ID", "Title"], ["n-1", "Buy milk"], ["n-10", "千と千尋"]]) == [
                "ID    Title", "n-1   Buy milk", "n-10  千と千尋",
            ])
        #expect(
            TextColumns.lines([["千と", "x"], ["ab", "y"]]) == ["千と  x", "ab    y"], "a wide character counts two")
        #expect(TextColumns.lines([["👍🏽", "ok"], ["abc", "no"]]) == ["👍🏽   ok", "abc  no"])
    }

    @Test func theLastColumnIsNotPaddedAndShortRowsStayShort() {
        #expect(TextColumns.lines([["a", "long text"], ["bb", "x"], ["c"]]) == ["a   long text", "bb  x", "c"])
        #expect(TextColumns.lines([]) == [])
    }
}
