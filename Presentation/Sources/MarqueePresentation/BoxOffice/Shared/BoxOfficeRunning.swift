import MarqueeDomain

/// A state that shows the last error a cinema use case threw.
protocol ShowsCinemaError {
    /// The last error; `nil` after a success.
    var error: CinemaError? { get set }
}

/// A Box office view model whose one state shows whether a use case runs
/// and the last error it threw: ``run(busy:_:then:failed:)`` runs one the
/// same way for every screen and command.
@MainActor
protocol BoxOfficeRunning: AnyObject {
    associatedtype State: ShowsCinemaError
    /// The view model's state, written through here; its setter stays private.
    static var writableState: ReferenceWritableKeyPath<Self, State> { get }
}

extension BoxOfficeRunning {
    /// Runs `work` with `busy` set in the state while it runs: a success
    /// hands its value to `then` and clears the last error; a failure runs
    /// `failed`, then keeps the error.
    func run<Value>(
        busy: WritableKeyPath<State, Bool>,
        _ work: () async throws(BoxOfficeError) -> Value,
        then succeeded: (inout State, Value) -> Void,
        failed: (inout State) -> Void = { _ in }
    ) async {
        let state = Self.writableState
        self[keyPath: state][keyPath: busy] = true
        defer { self[keyPath: state][keyPath: busy] = false }
        do throws(BoxOfficeError) {
            let value = try await work()
            succeeded(&self[keyPath: state], value)
            self[keyPath: state].error = nil
        } catch {
            failed(&self[keyPath: state])
            self[keyPath: state].error = .boxOffice(error)
        }
    }

    /// Runs `work` with `busy` set in the state while it runs and keeps its
    /// value at `value`: a success clears the last error; a failure keeps
    /// the error, and the value shown before unless `clearedOnFailure`.
    func run<Value>(
        _ value: WritableKeyPath<State, Value?>, busy: WritableKeyPath<State, Bool>, clearedOnFailure: Bool = false,
        _ work: () async throws(BoxOfficeError) -> Value
    ) async {
        await run(busy: busy, work) { state, result in
            state[keyPath: value] = result
        } failed: { state in
            if clearedOnFailure { state[keyPath: value] = nil }
        }
    }
}
