/// libFuzzer entry: any bytes as catalog text, folded for matching. Folding
/// must not trap, must yield no empty word, and every word must be found by
/// its own first letters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchText(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let folded = SearchText(text)
    guard folded.words.allSatisfy({ !$0.isEmpty }) else { fatalError("empty word folding \(text.debugDescription)") }
    if let first = folded.words.first {
        guard folded.hasWord(startingWith: first.prefix(2)) else { fatalError("own word not found") }
    }
    return 0
}
