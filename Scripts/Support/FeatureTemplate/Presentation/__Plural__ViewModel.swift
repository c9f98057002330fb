public import __Prefix__CommandLine
public import __Prefix__Domain
public import Observation

/// __Plural__: add one, list them. A failed action leaves the list as it
/// was and keeps the error for the front end to show.
@Observable @MainActor
public final class __Plural__ViewModel {
    /// Everything the list shows.
    public private(set) var state = __Plural__State()

    private let useCases: __Name__UseCases

    /// Creates the view model over the __Name__ context's use cases.
    public init(__plural__: __Name__UseCases) {
        useCases = __plural__
    }

    /// Adds a __label__ called `title`.
    public func add(_ title: __Name__Title) async {
        state.added = nil
        state.isWorking = true
        do throws(__Name__Error) {
            state.added = try await useCases.add.execute(title: title)
            state.error = nil
        } catch {
            state.error = error
        }
        state.isWorking = false
    }

    /// Loads the list, by title; keeps what the last action added.
    public func load() async {
        state.isWorking = true
        do throws(__Name__Error) {
            state.__plural__ = try await useCases.list.execute()
            state.hasLoaded = true
            state.error = nil
        } catch {
            state.error = error
        }
        state.isWorking = false
    }

    /// `__exe__ __command__ add`: the line confirming it, its JSON, or the one-line error.
    public func addCommand(_ title: __Name__Title, format: OutputFormat) async -> CommandOutput {
        await add(title)
        if let error = state.error { return .failed(error.userMessage, usage: error.isUsageError) }  // new-feature: no-endpoint
        if let failure = state.error?.failureText { return .failed(failure.message, outcome: failure.outcome) }  // new-feature: endpoint
        guard let added = state.added else { return .printing([]) }
        return switch format {
        case .text: .printing([__Plural__State.addedLine(added)])
        case .json: .json(added.json)
        }
    }

    /// `__exe__ __command__ list`: loads, then the list as text or JSON, or the one-line error.
    public func listCommand(format: OutputFormat) async -> CommandOutput {
        await load()
        return .rendering(state, failure: state.error?.failureText, format: format, text: \.textLines, json: \.json)
    }
}
