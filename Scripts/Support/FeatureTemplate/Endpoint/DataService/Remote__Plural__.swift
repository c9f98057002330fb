public import __Prefix__API
public import __Prefix__Domain

// The __Name__ context for a desk of the service (`--server`): each use
// case is one call of its route, where the server runs it with its own
// rules, identities and the desk's role; what it throws comes back as the
// same __Name__Error.

/// Adds a __label__ through the service (`POST /__commands__`).
public struct RemoteAdd__Name__: Add__Name__UseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(title: __Name__Title) async throws(__Name__Error) -> __Name__ {
        let answer = try await service.call(
            { client in try await client.add__Name__(body: .json(.init(title: title.text))).created.body.json },
            typed: \.__name__Error, storage: __Name__Error.storageFailed)
        return try answer.toDomain()
    }
}

/// The __labels__ through the service (`GET /__commands__`), in the server's order.
public struct RemoteList__Plural__: List__Plural__UseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute() async throws(__Name__Error) -> [__Name__] {
        let answer = try await service.call(
            { client in try await client.list__Plural__().ok.body.json.__plural__ }, typed: \.__name__Error,
            storage: __Name__Error.storageFailed)
        var __plural__: [__Name__] = []
        for __name__ in answer { __plural__.append(try __name__.toDomain()) }
        return __plural__
    }
}

extension __Name__UseCases: ServedRemotely {
    /// The __Name__ context's use cases through the service.
    public static func remote(_ service: ServiceClient) -> Self {
        Self(add: RemoteAdd__Name__(service: service), list: RemoteList__Plural__(service: service))
    }
}
