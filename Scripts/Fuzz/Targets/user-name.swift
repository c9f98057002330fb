import MarqueeDomain

/// libFuzzer entry: any bytes as a user name. Valid or refused with a typed
/// error; a valid name must survive being parsed again unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserName(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let name = try? UserName(text) {
        guard let again = try? UserName(name.displayName), again == name, again.displayName == name.displayName else {
            fatalError("user name not stable: \(name)")
        }
    }
    return 0
}
