import MarqueeDomain

/// libFuzzer entry: any bytes as a screening time (`YYYY-MM-DD HH:MM`) and as a
/// release date (`YYYY-MM-DD`). A parsed time reads back from its description
/// and converts to an instant at the extreme UTC offsets without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDateTime(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let time = try? LocalDateTime(iso: text) {
        guard let again = try? LocalDateTime(iso: time.description), again == time else {
            fatalError("time does not read back: \(time)")
        }
        for hours in [-12, 0, 14] {
            if let offset = try? UTCOffset(hours: hours) {
                _ = time.timestamp(offset: offset)
            }
        }
    }
    _ = try? ReleaseDate(iso: text)
    _ = try? MovieQuery(text)
    return 0
}
