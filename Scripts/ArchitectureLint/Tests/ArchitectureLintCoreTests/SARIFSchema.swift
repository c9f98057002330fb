import Foundation

/// The part of the SARIF 2.1.0 schema (OASIS, `sarif-schema-2.1.0.json`)
/// that covers every object the lint writes, transcribed from the standard's
/// definitions: for each object, every property the standard defines (so a
/// misspelt or invented one is an error, as `additionalProperties: false`
/// makes it in the schema), which are required, and each value's type and
/// bounds. Objects the lint never writes are accepted as objects only.
///
/// ``validate(_:)`` returns every violation with its JSON path; an empty
/// list means the log is valid against these definitions.
enum SARIFSchema {
    indirect enum Shape: Sendable {
        case string
        case integer(minimum: Int)
        case boolean
        case number
        case enumeration([String])
        case constant(String)
        case array(of: Shape, minItems: Int = 0, unique: Bool = false)
        case object(String)
        case map(of: Shape)
        /// Any JSON object: a definition the lint never writes.
        case anyObject
    }

    struct Definition: Sendable {
        let required: Set<String>
        let properties: [String: Shape]
        /// `message` needs `text` or `id`: an `anyOf` of two `required` lists.
        var requiresOneOf: Set<String> = []
    }

    static let levels = ["none", "note", "warning", "error"]

    static let definitions: [String: Definition] = [
        "sarifLog": Definition(
            required: ["version", "runs"],
            properties: [
                "$schema": .string, "version": .constant("2.1.0"),
                "runs": .array(of: .object("run")),
                "inlineExternalProperties": .array(of: .anyObject, unique: true), "properties": .anyObject,
            ]),
        "run": Definition(
            required: ["tool"],
            properties: [
                "tool": .object("tool"), "invocations": .array(of: .anyObject),
                "conversion": .anyObject, "language": .string,
                "versionControlProvenance": .array(of: .anyObject, unique: true),
                "originalUriBaseIds": .map(of: .object("artifactLocation")),
                "artifacts": .array(of: .anyObject, unique: true),
                "logicalLocations": .array(of: .anyObject, unique: true),
                "graphs": .array(of: .anyObject, unique: true), "results": .array(of: .object("result")),
                "automationDetails": .anyObject, "runAggregates": .array(of: .anyObject, unique: true),
                "baselineGuid": .string, "redactionTokens": .array(of: .string, unique: true),
                "defaultEncoding": .string, "defaultSourceLanguage": .string,
                "newlineSequences": .array(of: .string, minItems: 1, unique: true),
                "columnKind": .enumeration(["utf16CodeUnits", "unicodeCodePoints"]),
                "externalPropertyFileReferences": .anyObject,
                "threadFlowLocations": .array(of: .anyObject, unique: true),
                "taxonomies": .array(of: .anyObject, unique: true), "addresses": .array(of: .anyObject),
                "translations": .array(of: .anyObject, unique: true),
                "policies": .array(of: .anyObject, unique: true),
                "webRequests": .array(of: .anyObject, unique: true),
                "webResponses": .array(of: .anyObject, unique: true), "specialLocations": .anyObject,
                "properties": .anyObject,
            ]),
        "tool": Definition(
            required: ["driver"],
            properties: [
                "driver": .object("toolComponent"), "extensions": .array(of: .object("toolComponent"), unique: true),
                "properties": .anyObject,
            ]),
        "toolComponent": Definition(
            required: ["name"],
            properties: [
                "guid": .string, "name": .string, "organization": .string, "product": .string,
                "productSuite": .string, "shortDescription": .object("multiformatMessageString"),
                "fullDescription": .object("multiformatMessageString"), "fullName": .string, "version": .string,
                "semanticVersion": .string, "dottedQuadFileVersion": .string, "releaseDateUtc": .string,
                "downloadUri": .string, "informationUri": .string,
                "globalMessageStrings": .map(of: .object("multiformatMessageString")),
                "notifications": .array(of: .object("reportingDescriptor"), unique: true),
                "rules": .array(of: .object("reportingDescriptor"), unique: true),
                "taxa": .array(of: .object("reportingDescriptor"), unique: true),
                "locations": .array(of: .anyObject), "language": .string,
                "contents": .array(of: .enumeration(["localizedData", "nonLocalizedData"]), unique: true),
                "isComprehensive": .boolean, "localizedDataSemanticVersion": .string,
                "minimumRequiredLocalizedDataSemanticVersion": .string, "associatedComponent": .anyObject,
                "translationMetadata": .anyObject, "supportedTaxonomies": .array(of: .anyObject, unique: true),
                "properties": .anyObject,
            ]),
        "reportingDescriptor": Definition(
            required: ["id"],
            properties: [
                "id": .string, "deprecatedIds": .array(of: .string, unique: true), "guid": .string,
                "deprecatedGuids": .array(of: .string, unique: true), "name": .string,
                "deprecatedNames": .array(of: .string, unique: true),
                "shortDescription": .object("multiformatMessageString"),
                "fullDescription": .object("multiformatMessageString"),
                "messageStrings": .map(of: .object("multiformatMessageString")),
                "defaultConfiguration": .object("reportingConfiguration"), "helpUri": .string,
                "help": .object("multiformatMessageString"), "relationships": .array(of: .anyObject, unique: true),
                "properties": .anyObject,
            ]),
        "reportingConfiguration": Definition(
            required: [],
            properties: [
                "enabled": .boolean, "level": .enumeration(levels), "rank": .number, "parameters": .anyObject,
                "properties": .anyObject,
            ]),
        "multiformatMessageString": Definition(
            required: ["text"],
            properties: ["text": .string, "markdown": .string, "properties": .anyObject]),
        "message": Definition(
            required: [],
            properties: [
                "text": .string, "markdown": .string, "id": .string,
                "arguments": .array(of: .string), "properties": .anyObject,
            ],
            requiresOneOf: ["text", "id"]),
        "result": Definition(
            required: ["message"],
            properties: [
                "ruleId": .string, "ruleIndex": .integer(minimum: -1), "rule": .anyObject,
                "kind": .enumeration(["notApplicable", "pass", "fail", "review", "open", "informational"]),
                "level": .enumeration(levels), "message": .object("message"),
                "analysisTarget": .object("artifactLocation"), "locations": .array(of: .object("location")),
                "guid": .string, "correlationGuid": .string, "occurrenceCount": .integer(minimum: 1),
                "partialFingerprints": .map(of: .string), "fingerprints": .map(of: .string),
                "stacks": .array(of: .anyObject, unique: true), "codeFlows": .array(of: .anyObject),
                "graphs": .array(of: .anyObject, unique: true), "graphTraversals": .array(of: .anyObject, unique: true),
                "relatedLocations": .array(of: .object("location"), unique: true),
                "suppressions": .array(of: .anyObject, unique: true),
                "baselineState": .enumeration(["new", "unchanged", "updated", "absent"]), "rank": .number,
                "attachments": .array(of: .anyObject, unique: true), "hostedViewerUri": .string,
                "workItemUris": .array(of: .string, unique: true), "provenance": .anyObject,
                "fixes": .array(of: .anyObject, unique: true), "taxa": .array(of: .anyObject, unique: true),
                "webRequest": .anyObject, "webResponse": .anyObject, "properties": .anyObject,
            ]),
        "location": Definition(
            required: [],
            properties: [
                "id": .integer(minimum: -1), "physicalLocation": .object("physicalLocation"),
                "logicalLocations": .array(of: .anyObject, unique: true), "message": .object("message"),
                "annotations": .array(of: .object("region"), unique: true),
                "relationships": .array(of: .anyObject, unique: true), "properties": .anyObject,
            ]),
        "physicalLocation": Definition(
            required: [],
            properties: [
                "address": .anyObject, "artifactLocation": .object("artifactLocation"), "region": .object("region"),
                "contextRegion": .object("region"), "properties": .anyObject,
            ]),
        "artifactLocation": Definition(
            required: [],
            properties: [
                "uri": .string, "uriBaseId": .string, "index": .integer(minimum: -1),
                "description": .object("message"), "properties": .anyObject,
            ]),
        "region": Definition(
            required: [],
            properties: [
                "startLine": .integer(minimum: 1), "startColumn": .integer(minimum: 1),
                "endLine": .integer(minimum: 1), "endColumn": .integer(minimum: 1),
                "charOffset": .integer(minimum: -1), "charLength": .integer(minimum: 0),
                "byteOffset": .integer(minimum: -1), "byteLength": .integer(minimum: 0), "snippet": .anyObject,
                "message": .object("message"), "sourceLanguage": .string, "properties": .anyObject,
            ]),
    ]

    /// Every violation of the definitions in `log`, as `path: problem`.
    static func validate(_ log: Any) -> [String] {
        var problems: [String] = []
        check(log, against: .object("sarifLog"), at: "$", into: &problems)
        return problems
    }

    private static func check(_ value: Any, against shape: Shape, at path: String, into problems: inout [String]) {
        switch shape {
        case .string:
            if !(value is String) { problems.append("\(path): expected a string") }
        case .integer(let minimum):
            guard !isBoolean(value), let integer = value as? Int else {
                problems.append("\(path): expected an integer")
                return
            }
            if integer < minimum { problems.append("\(path): \(integer) is below \(minimum)") }
        case .number:
            if !(value is NSNumber) || isBoolean(value) { problems.append("\(path): expected a number") }
        case .boolean:
            if !isBoolean(value) { problems.append("\(path): expected a boolean") }
        case .enumeration(let allowed):
            if !allowed.contains(value as? String ?? "\u{0}") {
                problems.append("\(path): \(value) is not one of \(allowed)")
            }
        case .constant(let expected):
            if value as? String != expected { problems.append("\(path): must be \"\(expected)\"") }
        case .array(let element, let minItems, let unique):
            guard let items = value as? [Any] else {
                problems.append("\(path): expected an array")
                return
            }
            if items.count < minItems { problems.append("\(path): fewer than \(minItems) items") }
            if unique, Set(items.map(canonical)).count != items.count {
                problems.append("\(path): items must be unique")
            }
            for (index, item) in items.enumerated() {
                check(item, against: element, at: "\(path)[\(index)]", into: &problems)
            }
        case .map(let element):
            guard let object = value as? [String: Any] else {
                problems.append("\(path): expected an object")
                return
            }
            for (key, item) in object { check(item, against: element, at: "\(path).\(key)", into: &problems) }
        case .anyObject:
            if !(value is [String: Any]) { problems.append("\(path): expected an object") }
        case .object(let name):
            guard let object = value as? [String: Any] else {
                problems.append("\(path): expected a \(name) object")
                return
            }
            let definition = definitions[name]!
            for key in definition.required.sorted() where object[key] == nil {
                problems.append("\(path): \(name) requires \"\(key)\"")
            }
            if !definition.requiresOneOf.isEmpty, definition.requiresOneOf.isDisjoint(with: object.keys) {
                problems.append("\(path): \(name) requires one of \(definition.requiresOneOf.sorted())")
            }
            for (key, item) in object.sorted(by: { $0.key < $1.key }) {
                guard let property = definition.properties[key] else {
                    problems.append("\(path): \(name) has no property \"\(key)\"")
                    continue
                }
                check(item, against: property, at: "\(path).\(key)", into: &problems)
            }
        }
    }

    /// JSONSerialization reads `true` and `false` as a boolean NSNumber,
    /// which also casts to Int; its class tells it apart from `1` and `0`.
    private static func isBoolean(_ value: Any) -> Bool {
        value is Bool && String(describing: type(of: value)).contains("Boolean")
    }

    private static func canonical(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}
