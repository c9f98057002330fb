public import Foundation
public import __Prefix__Domain

/// __Plural__ in a JSON file of the data directory (see ``JSONFileTable``).
public struct File__Name__Repository: __Name__Repository {
    private let table: JSONFileTable<__Name__Record>

    /// Creates the repository over the file at `url` (created on the first save).
    public init(url: URL) {
        table = JSONFileTable(url: url)
    }

    public func save(_ __name__: __Name__) async throws(__Name__Error) {
        do {
            var records = try table.records().filter { $0.id != __name__.id.rawValue }
            records.append(__Name__Record(__name__))
            try table.write(records)
        } catch {
            throw .storageFailed(error)
        }
    }

    public func __name__(withID id: __Name__ID) async throws(__Name__Error) -> __Name__? {
        try await all__Plural__().first { $0.id == id }
    }

    public func all__Plural__() async throws(__Name__Error) -> [__Name__] {
        let records: [__Name__Record]
        do {
            records = try table.records()
        } catch {
            throw .storageFailed(error)
        }
        var __plural__: [__Name__] = []
        for record in records { __plural__.append(try record.toDomain()) }
        return __plural__
    }
}
