import Foundation

/// Reads one HTTP/1.1 request at a time from a connection.
enum RequestReader {
    private static let headerLimit = 1024 * 1024
    private static let headEnd: [UInt8] = Array("\r\n\r\n".utf8)

    /// The next request, or `nil` when the client hung up or sent garbage.
    /// Bytes after the request stay in `buffer` for the next call.
    static func next(from connection: Int32, buffer: inout [UInt8]) -> RecordedRequest? {
        var searchFrom = 0
        var end = find(headEnd, in: buffer, from: 0)
        while end == nil {
            guard buffer.count < headerLimit else { return nil }
            searchFrom = max(0, buffer.count - 3)
            guard Socket.receive(connection, appendingTo: &buffer) else { return nil }
            end = find(headEnd, in: buffer, from: searchFrom)
        }
        guard let end else { return nil }
        let head = String(decoding: buffer[0..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return (name: String(line[..<colon]), value: value)
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        if length > 0,
            headers.contains(where: { $0.name.lowercased() == "expect" && $0.value.lowercased() == "100-continue" })
        {
            _ = Socket.sendAll(connection, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        let bodyStart = end + headEnd.count
        while buffer.count < bodyStart + length {
            guard Socket.receive(connection, appendingTo: &buffer) else { return nil }
        }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeFirst(bodyStart + length)
        return RecordedRequest(
            method: String(requestLine[0]),
            target: String(requestLine[1]),
            headers: headers,
            body: body
        )
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        for index in start...(haystack.count - needle.count)
        where haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
