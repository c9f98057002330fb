/// A cache file that is not what the lint wrote: truncated, overwritten,
/// from another format. The lint then answers without it.
struct CacheFormatError: Error, Equatable {}

/// Reads what ``ByteWriter`` wrote. Every read is checked against the bytes
/// left, so a damaged file is a ``CacheFormatError``, never a crash or a
/// huge allocation: a count may not exceed the bytes left, since every
/// element takes at least one.
struct ByteReader {
    private let bytes: [UInt8]
    private(set) var offset: Int

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func readUInt() throws(CacheFormatError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw CacheFormatError() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    mutating func readInt() throws(CacheFormatError) -> Int {
        Int(truncatingIfNeeded: Int64(bitPattern: try readUInt()))
    }

    /// A count of elements or bytes still to come.
    mutating func readCount() throws(CacheFormatError) -> Int {
        let count = try readUInt()
        guard count <= UInt64(bytes.count - offset) else { throw CacheFormatError() }
        return Int(count)
    }

    mutating func readFixed() throws(CacheFormatError) -> UInt64 {
        guard bytes.count - offset >= 8 else { throw CacheFormatError() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    mutating func readBool() throws(CacheFormatError) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw CacheFormatError() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func readString() throws(CacheFormatError) -> String {
        let count = try readCount()
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }

    mutating func readOptionalString() throws(CacheFormatError) -> String? {
        try readBool() ? try readString() : nil
    }

    mutating func readStrings() throws(CacheFormatError) -> [String] {
        try readArray { reader throws(CacheFormatError) in try reader.readString() }
    }

    mutating func readArray<Element>(
        _ readOne: (inout ByteReader) throws(CacheFormatError) -> Element
    ) throws(CacheFormatError) -> [Element] {
        let count = try readCount()
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readOne(&self)) }
        return values
    }
}
