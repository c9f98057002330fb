import Foundation

/// Any JSON value, for reading `swift package dump-package` output, whose
/// shape varies by SwiftPM version more than a fixed `Codable` type allows.
public enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The member with the given key, if this is an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array (empty otherwise).
    public var array: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }

    /// The members, if this is an object (empty otherwise).
    public var object: [String: JSONValue] {
        if case .object(let members) = self { return members }
        return [:]
    }

    /// Every string inside this value, depth first, keys in sorted order.
    public var allStrings: [String] {
        switch self {
        case .string(let value): return [value]
        case .array(let elements): return elements.flatMap(\.allStrings)
        case .object(let members): return members.keys.sorted().flatMap { members[$0]?.allStrings ?? [] }
        case .null, .bool, .number: return []
        }
    }
}

extension JSONValue {
    /// Converts what `JSONSerialization` reads. On dump-package output this
    /// is several times faster than ``init(from:)``, which tries each kind
    /// in turn and throws for every one that does not match.
    init(jsonObject: Any) {
        switch jsonObject {
        case let value as String: self = .string(value)
        case let value as [Any]: self = .array(value.map(JSONValue.init(jsonObject:)))
        case let value as [String: Any]: self = .object(value.mapValues(JSONValue.init(jsonObject:)))
        case let value as NSNumber:
            // JSON's true and false come back as NSNumbers of C type `c`.
            self = String(cString: value.objCType) == "c" ? .bool(value.boolValue) : .number(value.doubleValue)
        default: self = .null
        }
    }
}
