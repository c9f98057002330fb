public import MarqueeDomain
import Synchronization

/// A ``/MarqueeDomain/DeskRepository`` that answers a token's lookup from memory while the
/// store has not changed since it looked (its revision the same), and passes
/// every other call through.
///
/// The service checks a desk's token on every request; the revision (a
/// SQLite file's, which moves with every commit in any process) is read
/// first, so a desk added, revoked or given another role anywhere is seen on
/// the next request, as without the cache. Lookups of unknown tokens are
/// kept too, at most ``capacity`` of them all, so a flood of wrong tokens
/// reads the store once per revision for each.
public final class CachingDeskRepository: DeskRepository {
    /// How many lookups are kept at once; past it all are dropped.
    public static let capacity = 1024

    private let base: any DeskRepository
    private let revision: @Sendable () async -> String?
    private let kept = Mutex<(revision: String?, credentials: [String: DeskCredential?])>((nil, [:]))

    /// A cache over `base`, valid while `revision` returns the same;
    /// `revision` returning `nil` (it cannot be read) asks `base` every time.
    public init(_ base: any DeskRepository, revision: @escaping @Sendable () async -> String?) {
        self.base = base
        self.revision = revision
    }

    public func credential(withTokenDigest digest: DeskTokenDigest) async throws(DeskError) -> DeskCredential? {
        guard let now = await revision() else { return try await base.credential(withTokenDigest: digest) }
        let hit: DeskCredential?? = kept.withLock { kept in
            guard kept.revision == now else { return nil }
            return kept.credentials[digest.hex]
        }
        if let hit { return hit }
        let found = try await base.credential(withTokenDigest: digest)
        kept.withLock { kept in
            if kept.revision != now || kept.credentials.count >= Self.capacity { kept = (now, [:]) }
            kept.credentials[digest.hex] = .some(found)
        }
        return found
    }

    public func add(_ desk: Desk, tokenDigest: DeskTokenDigest) async throws(DeskError) {
        try await base.add(desk, tokenDigest: tokenDigest)
    }

    public func desk(named name: DeskName) async throws(DeskError) -> Desk? {
        try await base.desk(named: name)
    }

    public func allDesks() async throws(DeskError) -> [Desk] {
        try await base.allDesks()
    }

    public func recordRevocation(of name: DeskName, at time: Timestamp) async throws(DeskError) -> Desk {
        try await base.recordRevocation(of: name, at: time)
    }
}
