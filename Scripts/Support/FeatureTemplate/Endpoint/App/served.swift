
    /// The __Name__ context on `__exe__ serve`: its use cases for each desk,
    /// over the server's own store (the desk's role checked by each change).
    nonisolated public static let __plural__Served = ServedContext(
        stores: (any __Name__Stores).self, command: "__command__"
    ) { stores, desk in
        __Name__UseCases(__plural__: stores.__plural__, ids: RandomIDGenerator(prefix: "__command__-"), desk: desk)
    }
