/// Writes the lint's cache files: unsigned integers as LEB128 varints,
/// strings as a byte count and their UTF-8. ``ByteReader`` reads them back.
///
/// A binary format rather than JSON because a warm run reads one entry per
/// Swift file of the workspace: Foundation's JSON decoder was slower than
/// the parse it saved on small files.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// An integer the lint keeps (a line, a column, a count); negative ones
    /// are written as their bit pattern, and read back as they were.
    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value)))
    }

    /// Eight bytes, little-endian: for hashes, which are no smaller as varints.
    mutating func writeFixed(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        let utf8 = Array(value.utf8)
        write(utf8.count)
        bytes += utf8
    }

    mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }

    mutating func write<Element>(_ values: [Element], _ writeOne: (inout ByteWriter, Element) -> Void) {
        write(values.count)
        for value in values { writeOne(&self, value) }
    }

    /// Appends raw bytes, as written by another writer.
    mutating func append(_ other: [UInt8]) {
        bytes += other
    }
}
