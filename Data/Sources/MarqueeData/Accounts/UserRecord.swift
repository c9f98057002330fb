import GRDB
import MarqueeDomain

/// A row of the `user` table.
struct UserRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "user"

    var id: String
    var name: String
    /// The name lower-cased: what the unique index compares.
    var normalizedName: String

    enum CodingKeys: String, CodingKey {
        case id, name
        case normalizedName = "normalized_name"
    }

    /// The row for `user`.
    init(id: String, name: String, normalizedName: String) {
        self.id = id
        self.name = name
        self.normalizedName = normalizedName
    }

    init(_ user: User) {
        id = user.id.rawValue
        name = user.name.displayName
        normalizedName = user.name.normalized
    }

    /// The user this row holds.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` for a row that breaks a
    ///   domain rule (someone edited the file, or a bug wrote it).
    func toDomain() throws(AccountsError) -> User {
        do {
            return User(id: try UserID(id), name: try UserName(name))
        } catch {
            throw .storageFailed("unreadable user row \(id.debugDescription): \(error)")
        }
    }
}
