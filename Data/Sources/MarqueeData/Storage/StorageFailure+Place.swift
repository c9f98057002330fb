package import MarqueeDomain

extension StorageFailure {
    /// The same failure, placed at `place` when it did not know where it was.
    package func placed(at place: StoragePlace) -> StorageFailure {
        self.place == .unknown ? StorageFailure(reason, place: place) : self
    }
}
