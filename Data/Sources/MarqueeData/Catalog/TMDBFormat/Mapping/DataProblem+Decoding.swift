package import MarqueeDomain

extension DataProblem {
    /// What a failed decoding means: which value was wrong or missing, by
    /// its path (`results[3].release_date`), or that the text is not JSON.
    package init(decoding error: any Error) {
        guard let error = error as? DecodingError else {
            self = .notJSON
            return
        }
        switch error {
        case let .typeMismatch(_, context):
            self = .unexpectedValue(at: Self.path(context))
        case let .valueNotFound(_, context):
            self = .missingValue(at: Self.path(context))
        case let .keyNotFound(key, context):
            self = .missingValue(at: Self.path(context, appending: key))
        case let .dataCorrupted(context):
            self = context.codingPath.isEmpty ? .notJSON : .unexpectedValue(at: Self.path(context))
        @unknown default:
            self = .notJSON
        }
    }

    /// A coding path as one would write it in code: `results[0].id`.
    private static func path(_ context: DecodingError.Context, appending key: (any CodingKey)? = nil) -> String {
        let keys = context.codingPath + (key.map { [$0] } ?? [])
        return keys.reduce(into: "") { path, key in
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
    }
}
