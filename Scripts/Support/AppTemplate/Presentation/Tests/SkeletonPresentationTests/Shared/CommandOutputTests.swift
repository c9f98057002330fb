import SkeletonDomain
import SkeletonDomainTesting
import SkeletonPresentation
import SkeletonTerminalModel
import Testing

/// What every one-shot command prints passes through one type.
@Suite struct CommandOutputTests {
    @Test func aFailureIsOneLineNamingTheProgram() {
        let output = CommandOutput.failed("Nothing to do.", usage: true)

        #expect(output.standardError == ["skeleton: Nothing to do."])
        #expect(output.standardOutput.isEmpty)
        #expect(output.outcome == .usageError)
    }

    @Test func controlSequencesNeverReachTheTerminal() {
        let output = CommandOutput.printing(["bad\u{1B}[31mred"])

        #expect(output.standardOutput == [TerminalText.neutralized("bad\u{1B}[31mred")])
        #expect(output.standardOutput.allSatisfy { !$0.unicodeScalars.contains("\u{1B}") })
    }

    @Test func aStorageFailureSaysWhereAndWhatToDo() {
        #expect(
            StorageFailure.diskFull.userMessage
                == "The in-memory store cannot grow: the disk is full; free some space and try again.")
        #expect(
            StorageFailure(.badRecord(StoredRecord(kind: "note", id: "n-1")), place: .file("/tmp/x")).userMessage
                .hasPrefix("/tmp/x holds the note n-1 that breaks"))
    }

    @Test func jsonKeepsTheDataExactButEscapesWhatATerminalWouldRun() {
        #expect(JSONValue.string("Evil\u{9B}31m").text == "\"Evil\\u009b31m\"")
        #expect(
            JSONValue.object(["b": .int(2), "a": .null]).text == """
                {
                  "a" : null,
                  "b" : 2
                }
                """)
    }

    @Test func aMalformedCommandLineIsOneLine() {
        #expect(
            ErrorLine.usage("Error: Unknown option '--bogus'.", command: "skeleton")
                == "skeleton: Unknown option '--bogus'; see 'skeleton --help'.")
    }
}
