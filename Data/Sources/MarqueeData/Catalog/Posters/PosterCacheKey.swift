package import MarqueeDomain

/// The file name a poster is cached under, derived from its path and width
/// only — never from anything secret — and safe to join to the cache
/// directory: it is one plain name that cannot climb out of it.
///
/// A poster path made of letters, digits, `-`, `_` and `.` keeps its name
/// (`w185_abc.jpg`), so the directory is readable; any other name is
/// replaced by a hash of it (`w185_%` and 16 hex digits). `%` never appears
/// in a kept name, so the two forms never collide.
package struct PosterCacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The longest name kept as it is; longer names are hashed.
    package static let maximumKeptNameLength = 120

    /// The file name.
    package let fileName: String

    package init(path: PosterPath, width: TMDBPosterWidth) {
        let name = String(path.rawValue.drop { $0 == "/" })
        let prefix = width.pathSegment + "_"
        fileName = Self.isSafe(name) ? prefix + name : prefix + "%" + Self.fnv1a64Hex(path.rawValue)
    }

    package var description: String { fileName }

    /// Whether `fileName` could be a key: names of other files in the
    /// directory (AtomicFile's hidden temporaries, anything else) are left alone.
    package static func isKey(_ fileName: String) -> Bool {
        guard !fileName.hasPrefix("."), let separator = fileName.firstIndex(of: "_") else { return false }
        let segment = fileName[..<separator]
        return TMDBPosterWidth.allCases.contains { $0.pathSegment == segment }
            && fileName.index(after: separator) < fileName.endIndex
    }

    private static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= maximumKeptNameLength && !name.hasPrefix(".") && !name.contains("..")
            && name.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                    true
                default:
                    false
                }
            }
    }

    /// FNV-1a, 64 bits: stable across runs and platforms, unlike `Hasher`.
    private static func fnv1a64Hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
