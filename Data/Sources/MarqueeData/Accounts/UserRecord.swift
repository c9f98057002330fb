import GRDB
package import MarqueeDomain

/// A row of the `user` table.
package struct UserRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "user"

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
        self.id = id
        self.name = name
        self.normalizedName = normalizedName
        self.deleted = 0
    }

    package init(_ user: User) {
        id = user.id.rawValue
        name = user.name.displayName
        normalizedName = user.name.normalized
        deleted = 0
    }

    /// Reads the columns by name, without Codable's decoder: the box office
    /// service reads a customer for every order.
    init(row: Row) {
        id = row["id"]
        name = row["name"]
        normalizedName = row["normalized_name"]
        deleted = row["deleted"]
    }

    /// Writes the columns by name, without Codable's encoder.
    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["name"] = name
        container["normalized_name"] = normalizedName
        container["deleted"] = deleted
    }

    /// Whether a customer who is not deleted has `id`, by a statement
    /// compiled once per connection.
    static func isRegistered(_ id: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM user WHERE id = ? AND deleted = 0)"),
            arguments: [id]) ?? false
    }

    /// The rows of customers who are not deleted.
    static var registered: QueryInterfaceRequest<UserRecord> {
        UserRecord.filter(Column("deleted") == 0)
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
