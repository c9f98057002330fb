import MarqueeHTTPServer
import Synchronization
import Testing

/// A store that does not answer (every call waits, deaf to cancellation,
/// until it comes back).
private final class FlakyStore: Sendable {
    private let state = Mutex<(up: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func comeBack() {
        let waiting = state.withLock { state in
            state.up = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for call in waiting { call.resume() }
    }

    func ping() async -> Bool {
        await withCheckedContinuation { call in
            let answerNow = state.withLock { state in
                if !state.up { state.waiting.append(call) }
                return state.up
            }
            if answerNow { call.resume() }
        }
        return true
    }
}

/// Tests named `…Promptly` and `…AtOnce` bound wall-clock time; Scripts/test
/// skips them under a sanitizer's slowdown.
@Suite struct ReadinessTests {
    @Test func aStoreThatDoesNotAnswerMakesReady503WithinItsOneSecondDeadlinePromptly() async throws {
        let store = FlakyStore()
        let server = try await ServerUnderTest.start(readiness: { await store.ping() })
        defer { Task { await server.stop() } }
        defer { store.comeBack() }
        let answer = try await server.send("/ready", token: nil)
        #expect(answer.status == 503 && answer.body.contains("notReady"))
        #expect(answer.headers["retry-after"] == "1")
        let took = try #require(server.loggedDuration(ofLast: "/ready"))
        // The deadline, plus what a loaded test machine adds.
        #expect(took >= .seconds(1) && took < .seconds(2), "\(took)")
    }

    @Test func whenTheStoreIsBackTheNextProbeIsReadyPromptly() async throws {
        let store = FlakyStore()
        let server = try await ServerUnderTest.start(readiness: { await store.ping() })
        defer { Task { await server.stop() } }
        #expect(try await server.send("/ready", token: nil).status == 503)
        store.comeBack()
        #expect(try await server.send("/ready", token: nil).status == 200)
        let took = try #require(server.loggedDuration(ofLast: "/ready"))
        #expect(took < .seconds(1), "\(took)")
    }

    @Test func theDeadlineIsASetting() async throws {
        let store = FlakyStore()
        let server = try await ServerUnderTest.start(
            settings: HTTPServerSettings(port: 0, readinessDeadline: .seconds(2)), readiness: { await store.ping() })
        defer { Task { await server.stop() } }
        defer { store.comeBack() }
        #expect(try await server.send("/ready", token: nil).status == 503)
        let took = try #require(server.loggedDuration(ofLast: "/ready"))
        #expect(took >= .seconds(2), "\(took)")
    }

    @Test func aStoreThatSaysNoIs503AtOnce() async throws {
        let server = try await ServerUnderTest.start(
            settings: HTTPServerSettings(port: 0, readinessDeadline: .seconds(5)), readiness: { false })
        defer { Task { await server.stop() } }
        #expect(try await server.send("/ready", token: nil).status == 503)
        let took = try #require(server.loggedDuration(ofLast: "/ready"))
        #expect(took < .seconds(2), "\(took)")
    }
}
