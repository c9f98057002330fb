/// What `marquee --version` and `--help` say: the release, and the commit
/// the binary was built from where the build knew it (VersionStamp writes
/// `buildCommit`).
enum MarqueeVersion {
    /// The release, in semantic versioning.
    static let release = "0.3.0"

    /// `0.3.0 (commit 1a2b3c4d5e6f)`, or the release alone.
    static var description: String {
        guard let buildCommit else { return release }
        return "\(release) (commit \(buildCommit))"
    }
}
