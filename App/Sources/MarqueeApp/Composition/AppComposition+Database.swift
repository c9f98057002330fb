import MarqueeData
import MarqueeInfrastructure

extension AppComposition {
    /// Opens (creating and migrating when needed) the SQLite file in the data
    /// directory. Every command that stores something shares this one file.
    ///
    /// - Throws: ``CommandFailure/failure(_:)`` with the database's own one-line
    ///   message (it names the file and what to do).
    func openDatabase() throws(CommandFailure) -> SQLiteDatabase {
        do throws(SQLiteError) {
            return try MarqueeDatabase.open(at: .file(configuration.databaseFile))
        } catch {
            throw .failure(error.description)
        }
    }
}
