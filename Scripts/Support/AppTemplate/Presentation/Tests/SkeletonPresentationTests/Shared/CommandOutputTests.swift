import SkeletonCommandLine
import SkeletonDomain
import SkeletonDomainTesting
import SkeletonPresentation
import Testing

/// What every one-shot command prints is the kit's output, naming Skeleton.
@Suite struct CommandOutputTests {
    @Test func aFailureIsOneLineNamingTheProgram() {
        let output = CommandOutput.failed("Nothing to do.", usage: true)

        #expect(output.standardError == ["skeleton: Nothing to do."])
        #expect(output.standardOutput.isEmpty)
        #expect(output.outcome == .usageError)
    }

    @Test func aStorageFailureSaysWhereAndWhatToDo() {
        #expect(
            StorageFailure.diskFull.userMessage
                == "The in-memory store cannot grow: the disk is full; free some space and try again.")
        #expect(
            StorageFailure(.badRecord(StoredRecord(kind: "note", id: "n-1")), place: .file("/tmp/x")).userMessage
                .hasPrefix("/tmp/x holds the note n-1 that breaks"))
    }

    @Test func aMalformedCommandLineIsOneLine() {
        #expect(
            ErrorLine.usage("Error: Unknown option '--bogus'.", command: "skeleton")
                == "skeleton: Unknown option '--bogus'; see 'skeleton --help'.")
    }
}
