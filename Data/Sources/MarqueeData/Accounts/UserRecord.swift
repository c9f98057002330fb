package import MarqueeDomain

/// A row of the `user` table.
package struct UserRecord: Codable, Sendable {
    package var id: String
    package var name: String
    /// The name lower-cased: what the unique index compares; `NULL` once deleted.
    package var normalizedName: String?
    /// 1 for a customer deleted while orders name them: the row stays, without
    /// a name, so their orders keep their foreign key.
    package var deleted: Int64

    package enum CodingKeys: String, CodingKey {
        case id, name, deleted
        case normalizedName = "normalized_name"
    }

    /// The row for `user`.
    package init(id: String, name: String, normalizedName: String) {
        self.init(id: id, name: name, normalizedName: normalizedName, deleted: 0)
    }

    /// A row with these columns.
    package init(id: String, name: String, normalizedName: String?, deleted: Int64) {
        self.id = id
        self.name = name
        self.normalizedName = normalizedName
        self.deleted = deleted
    }

    package init(_ user: User) {
        id = user.id.rawValue
        name = user.name.displayName
        normalizedName = user.name.normalized
        deleted = 0
    }

    /// The user this row holds.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` for a row that breaks a
    ///   domain rule (someone edited the file, or a bug wrote it).
    package func toDomain() throws(AccountsError) -> User {
        do {
            return User(id: try UserID(id), name: try UserName(name))
        } catch {
            throw .storageFailed(StorageFailure(.badRecord(.user(id: id)), place: .unknown))
        }
    }
}
