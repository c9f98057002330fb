package import __Prefix__Domain

/// One __label__ as kept in `__plural__.json`__also_read_by__.
package struct __Name__Record: Codable, Sendable {
    package var id: String
    package var title: String

    /// A record as stored.
    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The record for `__name__`.
    package init(_ __name__: __Name__) {
        id = __name__.id.rawValue
        title = __name__.title.text
    }

    /// The __label__ this record holds.
    ///
    /// - Throws: ``__Name__Error/unreadable(id:)`` for a record that breaks a
    ///   domain rule (someone edited the file, or a bug wrote it).
    package func toDomain() throws(__Name__Error) -> __Name__ {
        do {
            return __Name__(id: try __Name__ID(id), title: try __Name__Title(title))
        } catch {
            throw .unreadable(id: id)
        }
    }
}
