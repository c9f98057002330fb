import MarqueeDomain

/// libFuzzer entry: any bytes as a user name. Valid or refused with a typed
/// error; a valid name must survive being parsed again unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserName(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let name = try? UserName(text) {
        // A broken promise stops the run (libFuzzer keeps the input): no fatalError, as everywhere.
        let again = try? UserName(name.displayName)
        precondition(again == name, "user name not stable: \(name)")
        precondition(again?.displayName == name.displayName, "user name not byte-stable: \(name)")
    }
    return 0
}
