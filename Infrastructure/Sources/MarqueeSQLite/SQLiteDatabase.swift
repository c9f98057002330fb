import Foundation
import Glibc
public import GRDB
import Synchronization

/// One SQLite database file opened through GRDB: WAL mode, foreign keys on, a
/// busy timeout so a lock held by another process is waited for, and the
/// caller's versioned migrations run on open.
///
/// Knows no application type: the schema and the SQL come from the caller,
/// as a GRDB `DatabaseMigrator` and closures over GRDB's `Database`.
///
/// Every failure is an ``SQLiteError`` naming the file and what to do. A file
/// that is not a database, or is damaged, is reported and never deleted or
/// overwritten.
public final class SQLiteDatabase: Sendable {
    /// Where the database lives.
    public let location: Location
    /// How it was opened.
    public let configuration: SQLiteConfiguration
    /// Why an existing file opened for reading only (see
    /// ``SQLiteConfiguration/readsWhenNotWritable``) cannot be written, such as
    /// `read-only file system`; `nil` when it was opened for writing or
    /// configured read-only.
    public let notWritableReason: String?
    /// What a write would fail with when the file was opened for reading
    /// only because it cannot be written (read-only, a full disk, another
    /// user's file); `nil` when it was opened for writing.
    private let notWritableKind: SQLiteError.Kind?
    private let writer: any DatabaseWriter
    /// With readers of their own, a connection that only reads `PRAGMA
    /// data_version` (see ``revision()``), so that asking never waits behind
    /// a write; `nil` with one connection.
    private let revisionReader: DatabaseQueue?
    /// The transactions this instance committed (see ``revision()``).
    private let committedWrites = Atomic<Int>(0)
    /// Writes waiting for the next group commit (see
    /// ``SQLiteConfiguration/groupCommit``), oldest first.
    private let waitingWrites = Mutex<[any GroupedWrite]>([])

    /// Opens (creating when missing) the database at `location` and brings its
    /// schema up to date.
    ///
    /// A missing directory is created owner-only (`0700`) and a missing file
    /// owner-only (`0600`); existing ones keep their permissions.
    ///
    /// - Parameters:
    ///   - location: A file, or ``Location/inMemory`` for tests.
    ///   - migrator: The schema's versioned migrations; those not yet applied
    ///     run now, each in its own transaction. Ignored when read-only.
    ///   - configuration: Busy timeout, read-only, and the name used in messages.
    /// - Throws: ``SQLiteError``: ``SQLiteError/Kind/notADatabase`` for a file
    ///   that is not SQLite or is damaged, ``SQLiteError/Kind/locked``,
    ///   ``SQLiteError/Kind/readOnly``, ``SQLiteError/Kind/cannotOpen``,
    ///   ``SQLiteError/Kind/diskFull``, ``SQLiteError/Kind/newerSchema(found:supported:)``,
    ///   or what a migration threw. A file of another application (see
    ///   ``SQLiteConfiguration/applicationID``) is ``SQLiteError/Kind/notADatabase``.
    public init(
        at location: Location,
        migrator: DatabaseMigrator,
        configuration: SQLiteConfiguration = SQLiteConfiguration()
    ) throws(SQLiteError) {
        self.location = location
        let path = location.description
        if case .file(let url) = location { try Self.checkIsFile(url, path: path, label: configuration.label) }
        let refusal = Self.whyNotWritable(location, configuration)
        let notWritable = refusal?.detail
        if let refusal, !configuration.readsWhenNotWritable {
            throw SQLiteError(kind: refusal.kind, path: path, detail: refusal.detail, label: configuration.label)
        }
        var configuration = configuration
        if notWritable != nil { configuration.readOnly = true }
        self.configuration = configuration
        notWritableReason = notWritable
        notWritableKind = refusal?.kind
        var grdb = Configuration()
        grdb.busyMode = .timeout(configuration.busyTimeoutSeconds)
        grdb.foreignKeysEnabled = true
        grdb.readonly = configuration.readOnly
        let identity = SQLiteIdentity(applicationID: configuration.applicationID, knownMigrations: migrator.migrations)
        do {
            writer = try Self.retryingWhileBusy(for: configuration.busyTimeoutSeconds) { [configuration] in
                var isCurrent = false
                if case .file(let url) = location {
                    isCurrent = try Self.checkIdentity(of: url, identity, path: path, label: configuration.label)
                }
                let writer: any DatabaseWriter
                switch location {
                case .inMemory:
                    writer = try DatabaseQueue(configuration: grdb)
                case .file(let url) where configuration.readOnly:
                    writer = try DatabaseQueue(path: SQLiteFileSystem.readOnlyName(of: url), configuration: grdb)
                case .file(let url) where configuration.concurrentReads:
                    try SQLiteFile(url: url, label: configuration.label).createIfMissing()
                    writer = try DatabasePool(
                        path: url.path, configuration: Self.walMode(grdb, path: path, label: configuration.label))
                case .file(let url):
                    try SQLiteFile(url: url, label: configuration.label).createIfMissing()
                    writer = try DatabaseQueue(
                        path: url.path, configuration: Self.walMode(grdb, path: path, label: configuration.label))
                }
                // A current file was read through already (its header, tables,
                // id and migrations), and needs no write: the common case at
                // start-up costs no migration check and no write transaction.
                if isCurrent { return writer }
                // Reads the header now, so a file that is not SQLite fails here, not later.
                _ = try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
                if !configuration.readOnly {
                    try Self.migrate(writer, with: migrator)
                    try writer.writeWithoutTransaction(identity.stamp)
                } else if let notWritable, try !writer.read(migrator.hasCompletedMigrations) {
                    throw SQLiteError(
                        kind: .readOnly, path: path,
                        detail: "an older schema that cannot be upgraded here: \(notWritable)",
                        label: configuration.label
                    )
                }
                return writer
            }
            // Opened after the writer, so the file exists and is in WAL mode.
            if writer is DatabasePool, case .file(let url) = location {
                var readOnly = grdb
                readOnly.readonly = true
                revisionReader = try DatabaseQueue(path: url.path, configuration: readOnly)
            } else {
                revisionReader = nil
            }
        } catch {
            throw SQLiteError.wrapping(error, path: path, label: configuration.label)
        }
    }

    /// `configuration`, with the connection switched to WAL mode as it opens:
    /// readers in other processes never wait for a writer, and a commit
    /// writes the log without syncing (`synchronous = NORMAL`; a checkpoint
    /// still syncs). WAL mode is kept in the file, so for a file already in
    /// WAL mode this only reads its header.
    ///
    /// One serial connection rather than GRDB's `DatabasePool` unless
    /// ``SQLiteConfiguration/concurrentReads`` asks for it: a command makes
    /// a handful of short statements, and the pool costs at every open a
    /// write to the WAL file (GRDB's guard for its snapshot readers) and a
    /// Foundation file-attribute query that looks up user and group names.
    ///
    /// A file system that cannot hold SQLite's shared-memory index (some
    /// network file systems) keeps the old journal mode: that is an
    /// ``SQLiteError/Kind/other`` saying so, not a failure to open.
    private static func walMode(_ configuration: Configuration, path: String, label: String) -> Configuration {
        var configuration = configuration
        configuration.prepareDatabase { db in
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") ?? "none"
            guard mode == "wal" else {
                throw SQLiteError(
                    kind: .other, path: path,
                    detail: "its file system refused SQLite's write-ahead log (the journal mode stayed \(mode)); "
                        + "keep the data directory on a local disk",
                    label: label)
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// Why an existing file that is to be opened for writing cannot be
    /// written, or `nil` (a missing file is created, or fails to be, later).
    private static func whyNotWritable(_ location: Location, _ configuration: SQLiteConfiguration)
        -> (kind: SQLiteError.Kind, detail: String)?
    {
        guard case .file(let url) = location, !configuration.readOnly,
            FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return SQLiteFileSystem.whyNotWritable(url)
    }

    /// Refuses, before anything opens it for writing (which alone would switch
    /// it to WAL), a file that is another application's or a newer schema's.
    /// A missing or empty file passes.
    ///
    /// - Returns: Whether the file is ours and current: stamped, with every
    ///   known migration applied.
    private static func checkIdentity(of url: URL, _ identity: SQLiteIdentity, path: String, label: String) throws
        -> Bool
    {
        // stat(2) rather than FileManager's attributes, which also look up the
        // owner's user and group names: four NSS queries at every start.
        var status = stat()
        guard stat(url.path, &status) == 0, status.st_size > 0 else { return false }
        var readOnly = Configuration()
        readOnly.readonly = true
        let verdict = try DatabaseQueue(path: SQLiteFileSystem.readOnlyName(of: url), configuration: readOnly)
            .read(identity.verdict)
        switch verdict {
        case .current:
            return true
        case .ours:
            return false
        case .foreign(let detail):
            throw SQLiteError(
                kind: .notADatabase, path: path, detail: "another application's SQLite file: \(detail)", label: label)
        case .newer(let found, let supported):
            throw SQLiteError(
                kind: .newerSchema(found: found, supported: supported), path: path,
                detail: "unknown migrations in grdb_migrations", label: label
            )
        }
    }

    /// Runs `open` again while it fails with `SQLITE_BUSY`, for up to `seconds`.
    ///
    /// Opening is where the busy handler does not always help: switching a new
    /// file to WAL and the first migration can meet another process doing the
    /// same and fail at once with `SQLITE_BUSY` (seen in the concurrent-open test).
    private static func retryingWhileBusy<T>(for seconds: Double, _ open: () throws -> T) throws -> T {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(max(seconds, 0.05) * 1000)))
        while true {
            do {
                return try open()
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED)
                && ContinuousClock.now < deadline
            {
                Thread.sleep(forTimeInterval: 0.02 + Double.random(in: 0...0.03))
            }
        }
    }

    /// The error every write would end in when the file could only be opened
    /// for reading, for a caller that would rather not try; `nil` otherwise.
    public var writeRefusal: SQLiteError? {
        guard let notWritableReason, let notWritableKind else { return nil }
        return SQLiteError(
            kind: notWritableKind, path: location.description, detail: notWritableReason, label: configuration.label)
    }

    /// Refuses a path that names a directory (or a socket, a device…) in one
    /// clear error, before SQLite reports it as an I/O error.
    private static func checkIsFile(_ url: URL, path: String, label: String) throws(SQLiteError) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw SQLiteError(kind: .notAFile, path: path, detail: "not a regular file", label: label)
        }
    }

    /// Runs `body` read-only on one consistent snapshot. Statements of this
    /// instance run one at a time; a writer in another process does not
    /// block it (WAL mode).
    ///
    /// - Throws: ``SQLiteError`` for a database failure, or what `body` threw.
    public func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch let error as DatabaseError {
            throw SQLiteError(error, path: location.description, label: configuration.label)
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: it takes the write
    /// lock first (waiting up to the busy timeout for another connection or
    /// process), so what `body` reads cannot change before it writes. Commits
    /// when `body` returns, rolls back when it throws.
    ///
    /// With ``SQLiteConfiguration/groupCommit``, writes that wait while
    /// another commits are committed together: each `body` runs in a
    /// savepoint of its own, so one that throws undoes only its own changes,
    /// and each caller returns once the transaction that holds its changes
    /// has committed.
    ///
    /// - Throws: ``SQLiteError`` for a database failure (nothing is written), or
    ///   what `body` threw (after rolling back).
    public func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        if let writeRefusal { throw writeRefusal }
        do {
            if configuration.groupCommit { return try await groupedWrite(body) }
            return try await writer.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                // Counted on the connection's queue, so no read sees the
                // commit without the count.
                committedWrites.add(1, ordering: .relaxed)
                guard let result else { throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "no result") }
                return result
            }
        } catch let error as DatabaseError {
            throw SQLiteError(error, path: location.description, label: configuration.label)
        }
    }

    /// Queues `body` for the next group commit and waits for its outcome.
    ///
    /// Every call also queues one turn on the writer's queue. The first turn
    /// to run takes every write waiting then, so the writes that queue up
    /// while a transaction commits share the next one; a turn that finds
    /// nothing waiting (its write went with an earlier turn) ends at once.
    private func groupedWrite<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let write = WaitingWrite(body: body, continuation: continuation)
            waitingWrites.withLock { $0.append(write) }
            writer.asyncWriteWithoutTransaction { [self] db in commitWaitingWrites(db) }
        }
    }

    /// Runs every waiting write in one immediate transaction, each in its
    /// own savepoint, commits, and tells each its outcome. When the
    /// transaction itself fails (it cannot begin, SQLite abandoned it, the
    /// commit fails), every write in it fails with that error.
    private func commitWaitingWrites(_ db: Database) {
        let writes = waitingWrites.withLock { waiting in
            defer { waiting.removeAll(keepingCapacity: true) }
            return waiting
        }
        guard !writes.isEmpty else { return }
        do {
            try db.inTransaction(.immediate) {
                for write in writes {
                    let failure = write.run(db)
                    // An error such as a full disk can make SQLite roll the
                    // whole transaction back: the writes before this one
                    // are gone too, and all of them fail with that error.
                    guard db.isInsideTransaction else {
                        throw failure
                            ?? DatabaseError(resultCode: .SQLITE_ABORT, message: "the transaction was rolled back")
                    }
                }
                return .commit
            }
            committedWrites.add(1, ordering: .relaxed)
        } catch {
            for write in writes { write.finish(error) }
            return
        }
        for write in writes { write.finish(nil) }
    }

    /// What changes whenever the database's contents may have: SQLite's
    /// `PRAGMA data_version`, which moves when another connection (of this
    /// process or another) commits, and this instance's own committed
    /// transactions, which it does not count. Read it before reading what
    /// it is to vouch for: an answer read after a revision is at least as
    /// new as that revision.
    ///
    /// - Throws: ``SQLiteError`` when it cannot be read.
    public func revision() async throws(SQLiteError) -> SQLiteRevision {
        let revision: @Sendable (Database) throws -> SQLiteRevision = { [self] db in
            SQLiteRevision(
                dataVersion: try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0,
                committedWrites: committedWrites.load(ordering: .relaxed))
        }
        do {
            // `data_version` is per connection, and moves with the commits
            // of every other connection: with readers of their own (any of
            // which may answer a read) it is read on a connection of its
            // own, for which this instance's writer is another connection.
            guard let revisionReader else { return try await read(revision) }
            return try await revisionReader.read(revision)
        } catch let error as DatabaseError {
            throw SQLiteError(error, path: location.description, label: configuration.label)
        } catch {
            throw SQLiteError.wrapping(error, path: location.description, label: configuration.label)
        }
    }

    /// SQLite's `PRAGMA integrity_check`: `["ok"]` for a sound database,
    /// otherwise one line per problem found.
    ///
    /// - Throws: ``SQLiteError`` when the check cannot run.
    public func integrityCheck() async throws(SQLiteError) -> [String] {
        do {
            return try await read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        } catch {
            throw SQLiteError.wrapping(error, path: location.description, label: configuration.label)
        }
    }

    /// Applies the unapplied migrations. Two processes opening a new file at
    /// once may both try the same migration; the loser's transaction rolls
    /// back, and it finds the work done when it looks again. It loses either
    /// on the migration's own statements (a table that is there already:
    /// `SQLITE_ERROR`) or, for a migration that can run twice (a table
    /// rebuilt), on recording it (`SQLITE_CONSTRAINT` on `grdb_migrations`);
    /// each lost race leaves one migration fewer to try, so a few attempts
    /// per migration always end.
    private static func migrate(_ writer: any DatabaseWriter, with migrator: DatabaseMigrator) throws {
        let attempts = max(3, migrator.migrations.count + 1)
        for attempt in 1...attempts {
            do {
                try migrator.migrate(writer)
                return
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_ERROR || error.resultCode == .SQLITE_CONSTRAINT)
                && attempt < attempts
            {
                if try writer.read(migrator.hasCompletedMigrations) { return }
            }
        }
    }
}

/// One write waiting for a group commit, whatever its result type.
private protocol GroupedWrite: Sendable {
    /// Applies the write inside the transaction, in its own savepoint; keeps
    /// its outcome and returns what it threw.
    func run(_ db: Database) -> (any Error)?
    /// Hands the caller that outcome, or `failure` when the transaction did not commit.
    func finish(_ failure: (any Error)?)
}

/// A write's body, its outcome once run, and the caller waiting for it.
private final class WaitingWrite<T: Sendable>: GroupedWrite {
    private let body: @Sendable (Database) throws -> T
    private let continuation: CheckedContinuation<T, any Error>
    private let outcome = Mutex<Result<T, any Error>?>(nil)

    init(body: @escaping @Sendable (Database) throws -> T, continuation: CheckedContinuation<T, any Error>) {
        self.body = body
        self.continuation = continuation
    }

    /// Runs the body in a savepoint: what it threw is its outcome (and is
    /// returned), and its changes are undone.
    func run(_ db: Database) -> (any Error)? {
        let result: Result<T, any Error>
        do {
            var value: T?
            try db.inSavepoint {
                value = try body(db)
                return .commit
            }
            guard let value else { throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "no result") }
            result = .success(value)
        } catch {
            result = .failure(error)
        }
        outcome.withLock { $0 = result }
        if case .failure(let error) = result { return error }
        return nil
    }

    /// Resumes the caller with the body's outcome, or `failure` when the
    /// transaction did not commit.
    func finish(_ failure: (any Error)?) {
        let result = failure.map { .failure($0) } ?? outcome.withLock { $0 }
        continuation.resume(with: result ?? .failure(DatabaseError(resultCode: .SQLITE_INTERNAL, message: "no result")))
    }
}
