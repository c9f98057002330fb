package import Foundation

/// Recognises the image formats TMDB's image server serves by their first
/// bytes, so a page or a truncated file labelled `image/jpeg` is never kept
/// as a poster.
package enum PosterImageSignature {
    /// Whether `bytes` start like a JPEG, PNG, WebP or GIF file.
    package static func isImage(_ bytes: Data) -> Bool {
        let head = [UInt8](bytes.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<(offset + prefix.count)]) == prefix
        }
        return starts([0xFF, 0xD8, 0xFF])
            || starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            || (starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8))
            || starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8))
    }
}
