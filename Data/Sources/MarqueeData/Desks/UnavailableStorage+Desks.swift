public import MarqueeDomain

extension UnavailableStorage: DeskRepository {
    public func add(_ desk: Desk, tokenDigest: DeskTokenDigest) async throws(DeskError) {
        throw .storageFailed(failure)
    }

    public func desk(named name: DeskName) async throws(DeskError) -> Desk? { throw .storageFailed(failure) }

    public func allDesks() async throws(DeskError) -> [Desk] { throw .storageFailed(failure) }

    public func recordRevocation(of name: DeskName, at time: Timestamp) async throws(DeskError) -> Desk {
        throw .storageFailed(failure)
    }

    public func credential(withTokenDigest digest: DeskTokenDigest) async throws(DeskError) -> DeskCredential? {
        throw .storageFailed(failure)
    }
}
