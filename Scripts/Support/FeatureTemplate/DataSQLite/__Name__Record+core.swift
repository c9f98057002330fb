package import __Prefix__Domain

/// A row of the `__table__` table__also_read_by__; how SQLite reads and
/// writes it is in `__Name__Record+GRDB.swift` of the SQLite module.
package struct __Name__Record: Codable, Sendable {
    package var id: String
    package var title: String

    /// A row as stored.
    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The row for `__name__`.
    package init(_ __name__: __Name__) {
        id = __name__.id.rawValue
        title = __name__.title.text
    }

    /// The __label__ this row holds.
    ///
    /// - Throws: ``__Name__Error/unreadable(id:)`` for a row that breaks a
    ///   domain rule (someone edited the file, or a bug wrote it).
    package func toDomain() throws(__Name__Error) -> __Name__ {
        do {
            return __Name__(id: try __Name__ID(id), title: try __Name__Title(title))
        } catch {
            throw .unreadable(id: id)
        }
    }
}
