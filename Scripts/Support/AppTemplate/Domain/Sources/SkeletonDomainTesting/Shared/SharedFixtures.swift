public import SkeletonDomain

extension StorageFailure {
    /// A full disk under the in-memory fakes, for failure paths.
    public static let diskFull = StorageFailure(.diskFull, place: .memory)
    /// A store another process holds locked, for failure paths.
    public static let busy = StorageFailure(.busy, place: .memory)
}
