import Foundation

/// Turns a `DecodingError` into one line naming the offending field path,
/// such as `results[3].release_date: expected String, found a number`.
package enum DecodingErrorDescription {
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case let .typeMismatch(type, context):
            return "\(path(context)): expected \(type), \(context.debugDescription)"
        case let .valueNotFound(type, context):
            return "\(path(context)): expected \(type), found null"
        case let .keyNotFound(key, context):
            return "\(path(context, appending: key)): required field is missing"
        case let .dataCorrupted(context):
            let underlying = (context.underlyingError as? NSError)?.localizedDescription
            return "\(path(context)): \(underlying.map { "not valid JSON (\($0))" } ?? context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func path(_ context: DecodingError.Context, appending key: (any CodingKey)? = nil) -> String {
        let keys = context.codingPath + (key.map { [$0] } ?? [])
        guard !keys.isEmpty else { return "the document" }
        return keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
