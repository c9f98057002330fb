public import Foundation

extension SQLiteDatabase {
    /// Where a database lives.
    public enum Location: Sendable, Equatable, CustomStringConvertible {
        /// A file, created (with its directory) when missing.
        case file(URL)
        /// A private database in memory, gone when closed; for tests.
        case inMemory

        /// The file's path, or `:memory:`.
        public var description: String {
            switch self {
            case .file(let url): url.path
            case .inMemory: ":memory:"
            }
        }
    }
}
