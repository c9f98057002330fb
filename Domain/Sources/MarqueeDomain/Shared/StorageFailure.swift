/// Why kept data could not be read or written, and where: the one storage
/// error every context carries (``CatalogError/storageFailed(_:)``,
/// ``AccountsError/storageFailed(_:)``, ``BoxOfficeError/storageFailed(_:)``).
///
/// It says what a person can act on, as data; Presentation words it. The
/// drivers' own messages stay in the logs.
public struct StorageFailure: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The store cannot be opened or created (a missing or foreign
        /// directory, missing permissions).
        case cannotOpen
        /// The store can be read but not written (a read-only file, directory
        /// or file system).
        case readOnly
        /// The disk is full.
        case diskFull
        /// The path names a directory (or something else that is not a file).
        case notAFile
        /// A file beside the store (its write-ahead log or shared-memory
        /// index, at `path`) belongs to another user, so it cannot be written
        /// until that file is removed.
        case companionOfAnotherUser(path: String)
        /// Another process held the store's lock for too long.
        case busy
        /// The file is not one of ours, or it is damaged. It is left as it is.
        case damaged
        /// A newer version of the program set the store up: it holds schema
        /// version `found`, this one understands up to `supported`. Never written.
        case newerVersion(found: Int, supported: Int)
        /// The server cannot be reached, for this reason.
        case unreachable(Unreachable)
        /// The server refused the login.
        case loginRefused
        /// The server has no database of that name.
        case databaseMissing
        /// A secure (TLS) connection was required and could not be set up.
        case secureConnectionFailed
        /// The store did not answer within this many milliseconds; nothing was changed.
        case timedOut(milliseconds: Int)
        /// The store cancelled the operation when it ran past the store's
        /// own limit of this many milliseconds; nothing was changed.
        case cancelledAfter(milliseconds: Int)
        /// The connection broke during the operation; nothing was changed.
        case connectionLost
        /// The store gave way to a concurrent change (a deadlock or a
        /// conflict); nothing was changed, and trying again may work.
        case conflict
        /// A stored record breaks a rule no entity can break (edited by hand,
        /// or written by a broken program).
        case badRecord(StoredRecord)
        /// A record with this identity is stored already.
        case duplicate(StoredRecord)
        /// The store refused the operation for a reason of its own (an SQL
        /// state, an SQLite result code), kept for the logs.
        case refused(code: String)
        /// The box office service refused this desk's token: it is wrong, or
        /// the desk was revoked.
        case credentialRefused
        /// The service answered with a redirect (to this location, when it
        /// gave one), which was not followed so the desk's token stays with it.
        case redirected(location: String?)
        /// A secure connection (`https://`) was asked for and the server
        /// answered in plain HTTP, or the other way round.
        case protocolMismatch
        /// A write was sent and no answer came back, even after sending it
        /// again with the same idempotency key: it may or may not have been done.
        case outcomeUnknown
    }

    /// Why a server cannot be reached.
    public enum Unreachable: Equatable, Sendable {
        /// Its host name does not resolve.
        case unknownHost
        /// Nothing listens at its address, or the connection failed.
        case refused
        /// It did not answer in time.
        case noAnswer
        /// It is starting up or shutting down.
        case notReady
        /// It has no free connection for another client.
        case full
    }

    /// What went wrong.
    public let reason: Reason
    /// Where.
    public let place: StoragePlace

    /// Creates a failure.
    public init(_ reason: Reason, place: StoragePlace) {
        self.reason = reason
        self.place = place
    }
}

/// Where kept data lives, named for people (never with a password).
public enum StoragePlace: Equatable, Sendable {
    /// A file, by its path.
    case file(String)
    /// A database on a server.
    case server(database: String, address: String, user: String)
    /// The box office service a desk works through, at this address
    /// (scheme, host and port; never a token).
    case service(address: String)
    /// Memory (the fakes of tests).
    case memory
    /// Not known where the failure was met; the store that reports it fills it in.
    case unknown
}

/// One stored record, named for a storage failure.
public enum StoredRecord: Equatable, Sendable {
    /// A user's account.
    case user(id: String)
    /// A screening.
    case screening(id: String)
    /// An order (or one of its lines).
    case order(id: String)
    /// A movie kept in the response cache.
    case cachedMovie(id: Int)
    /// A cached answer to a search.
    case cachedSearch
    /// A recent search.
    case recentQuery
}
