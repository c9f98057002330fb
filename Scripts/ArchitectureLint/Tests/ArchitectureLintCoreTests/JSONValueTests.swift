import Foundation
import Testing
@testable import ArchitectureLintCore

/// Dump-package output is read through `JSONSerialization`, for speed; it
/// must give what decoding it as `JSONValue` does.
@Suite struct JSONValueTests {
    @Test func serializationReadsEveryKindAsTheDecoderDoes() throws {
        let data = Data(
            #"""
            {"name": "Data", "flag": true, "off": false, "count": 3, "ratio": 0.5, "none": null,
             "targets": [{"name": "MData", "dependencies": [{"product": ["GRDB", "GRDB.swift", null, null]}]}],
             "nested": {"empty": [], "object": {}, "text": "é \" \\ /"}}
            """#.utf8)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        let serialized = JSONValue(jsonObject: try JSONSerialization.jsonObject(with: data))
        #expect(serialized == decoded)
        #expect(serialized["flag"] == .bool(true))
        #expect(serialized["count"] == .number(3))
    }
}
