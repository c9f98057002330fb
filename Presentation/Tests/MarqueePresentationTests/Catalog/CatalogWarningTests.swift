import Foundation
import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// What was lost on the side of an answer: the answer stands, and every
/// front end says what was lost — JSON under "warnings", text on standard error.
@MainActor
@Suite struct CatalogWarningTests {
    let world = CatalogWorld()
    let notRemembered =
        "This search is not remembered: the in-memory store cannot grow: the disk is full; free some space and try again."

    func searchWithUnrememberedQuery(format: OutputFormat) async throws -> CommandOutput {
        await world.queries.failNextCall(with: .storageFailed(.diskFull))
        return await world.moviesList().searchCommand(try query("alien"), page: .first, format: format)
    }

    func warnings(in output: CommandOutput) throws -> [String]? {
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.joined().utf8))
        return (object as? [String: Any])?["warnings"] as? [String]
    }

    @Test func aQueryThatCouldNotBeRememberedStillSucceeds() async throws {
        let output = try await searchWithUnrememberedQuery(format: .text)
        #expect(output.outcome == .success)
        #expect(output.standardOutput.first == "2 movies match \"alien\" in the offline catalog — page 1 of 1")
    }

    @Test func theJSONOutputListsTheWarningUnderWarnings() async throws {
        let output = try await searchWithUnrememberedQuery(format: .json)
        #expect(try warnings(in: output) == [notRemembered])
    }

    @Test func theJSONOutputOfAnAnswerWithoutWarningsHasAnEmptyList() async throws {
        let output = await world.moviesList().searchCommand(try query("alien"), page: .first, format: .json)
        #expect(try warnings(in: output) == [])
    }

    @Test func theTextOutputPutsTheWarningOnStandardError() async throws {
        let output = try await searchWithUnrememberedQuery(format: .text)
        #expect(output.standardError == ["marquee: warning: " + notRemembered])
    }

    @Test func theTextOutputKeepsTheWarningOffStandardOutput() async throws {
        let output = try await searchWithUnrememberedQuery(format: .text)
        #expect(!output.standardOutput.contains { $0.contains("not remembered") })
    }

    @Test func skippedResultsAreCounted() {
        #expect(
            CatalogWarning.resultsSkipped(count: 1).message(for: .commandLine)
                == "1 result could not be read and is not shown.")
        #expect(
            CatalogWarning.resultsSkipped(count: 3).message(for: .screen)
                == "3 results could not be read and are not shown.")
    }

    @Test func anAnswerNotCachedSaysWhy() {
        #expect(
            CatalogWarning.answerNotCached(.busy).message(for: .commandLine)
                == "This answer is not cached: the in-memory store is locked by another process; wait for it to "
                + "finish and try again.")
    }

    @Test func oneStorageFailureThatLostBothTheCacheAndTheQueryIsOneLine() {
        let warnings: [CatalogWarning] = [.answerNotCached(.diskFull), .queryNotRemembered(.diskFull)]
        #expect(
            warnings.lines(for: .commandLine) == [
                "The in-memory store cannot grow: the disk is full; free some space and try again; going on without "
                    + "the cache, and searches are not remembered."
            ])
    }

    @Test func theSameLossInEitherOrderIsOneLine() {
        let warnings: [CatalogWarning] = [.queryNotRemembered(.diskFull), .answerNotCached(.diskFull)]
        #expect(warnings.lines(for: .commandLine).count == 1)
    }

    @Test func twoDifferentFailuresAreTwoLines() {
        let warnings: [CatalogWarning] = [.answerNotCached(.diskFull), .queryNotRemembered(.busy)]
        #expect(warnings.lines(for: .commandLine).count == 2)
    }

    @Test func aRepeatedWarningIsSaidOnce() {
        let warnings: [CatalogWarning] = [.resultsSkipped(count: 2), .resultsSkipped(count: 2)]
        #expect(warnings.lines(for: .commandLine) == ["2 results could not be read and are not shown."])
    }
}
