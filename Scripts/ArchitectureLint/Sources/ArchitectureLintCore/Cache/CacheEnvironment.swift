import Foundation

/// What every answer the lint keeps between runs depends on besides its own
/// input: the format of the cache, the lint that worked the answer out, and
/// the toolchain beside it. An answer kept under another environment is
/// never used, so a rebuilt or newer lint, or another toolchain, starts afresh.
struct CacheEnvironment: Sendable, Equatable {
    /// Raised when the layout of a cache file changes.
    static let formatVersion = 1

    /// The lint binary (see ``LintBinary/identity``).
    let lint: String
    /// The toolchain (see ``Toolchain/identity``).
    let toolchain: String

    /// The environment as one string, for headers and keys.
    var key: String { "format \(Self.formatVersion)\nlint \(lint)\ntoolchain \(toolchain)" }
}

/// The running lint executable.
enum LintBinary {
    /// Its resolved path, size, modification time and inode: every build of
    /// the lint is a new file, so this changes whenever the code that works
    /// out a cached answer may have. When the executable cannot be found, a
    /// value of its own for this run, which matches nothing kept.
    static let identity: String = {
        let candidates = ["/proc/self/exe", Bundle.main.executablePath, CommandLine.arguments.first].compactMap { $0 }
        for candidate in candidates {
            let path = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = (attributes[.size] as? NSNumber)?.intValue,
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970
            else { continue }
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
            return "\(path):\(size):\(modified):\(inode)"
        }
        return "unknown:\(UUID().uuidString)"
    }()
}
