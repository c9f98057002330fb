import Foundation
import MarqueeDomain

/// libFuzzer entry: any bytes as a TMDB answer (search page, movie details,
/// error body), decoded and mapped to Domain the way the repository does.
/// Every failure must be a thrown error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTMDBDTO(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    let decoder = JSONDecoder()
    if let page = try? decoder.decode(TMDBSearchPageDTO.self, from: bytes) {
        for slot in page.results {
            if case .success(let result) = slot.outcome { _ = try? result.toDomain() }
        }
    }
    if let details = try? decoder.decode(TMDBMovieDetailsDTO.self, from: bytes) {
        _ = try? details.toDomain()
    }
    _ = try? decoder.decode(TMDBErrorBodyDTO.self, from: bytes)
    return 0
}
