public import __Prefix__API
import __Prefix__Domain
import __Prefix__Presentation

// The __Name__ context's routes: each runs the context's use case built for
// the calling desk over the server's own store (its role checked there).

extension __API__ {
    /// The __labels__, from the server's store (any role).
    public func list__Plural__(_ input: Operations.List__Plural__.Input) async throws
        -> Operations.List__Plural__.Output
    {
        let list = try desk(__Name__UseCases.self).list
        let all = try await __plural__ { () async throws(__Name__Error) in try await list.execute() }
        return .ok(.init(body: .json(.init(__plural__: all.map { .init($0) }))))
    }

    /// Adds a __label__ by the desk's use case (a manager's action).
    public func add__Name__(_ input: Operations.Add__Name__.Input) async throws -> Operations.Add__Name__.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let add = try desk(__Name__UseCases.self).add
        let added = try await __plural__ { () async throws(__Name__Error) in
            try await add.execute(title: try __Name__Title(request.title))
        }
        return .created(.init(body: .json(.init(added))))
    }

    /// `body`'s answer; its typed error as the problem it means.
    private func __plural__<T>(_ body: () async throws(__Name__Error) -> T) async throws -> T {
        do throws(__Name__Error) {
            return try await body()
        } catch {
            if case let .storageFailed(failure) = error { throw problems.storage(failure) }
            throw APIProblem(Components.Schemas.Problem(error, detail: error.userMessage))
        }
    }
}
