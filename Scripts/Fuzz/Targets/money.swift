import MarqueeDomain

/// libFuzzer entry: any bytes as a typed price (`12.50 EUR`). Refused with a
/// typed error, or parsed to a non-negative amount whose description reads
/// back to the same money.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMoney(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let money = try? Money(parsing: text) {
        guard !money.isNegative else { fatalError("negative price parsed from \(text.debugDescription)") }
        guard let again = try? Money(parsing: money.description), again == money else {
            fatalError("price does not read back: \(money)")
        }
    }
    return 0
}
