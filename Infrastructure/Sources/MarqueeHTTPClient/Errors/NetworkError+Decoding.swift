extension NetworkError {
    /// Wraps a `DecodingError`, keeping the offending field path.
    init(decoding error: DecodingError, statusCode: Int?) {
        let path: [any CodingKey]
        let explanation: String
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            explanation = "type mismatch, expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            explanation = "missing value of type \(type): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            explanation = "missing key: \(context.debugDescription)"
        case .dataCorrupted(let context):
            path = context.codingPath
            explanation = "data corrupted: \(context.debugDescription)"
        @unknown default:
            path = []
            explanation = "decoding failed"
        }
        self.init(
            kind: .decodingFailed,
            detail: explanation,
            statusCode: statusCode,
            codingPath: Self.format(path)
        )
    }

    /// Renders a coding path the way one would write it in code: `results[0].id`.
    static func format(_ path: [any CodingKey]) -> String {
        var result = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
                result += "[\(index)]"
            } else {
                if !result.isEmpty { result += "." }
                result += key.stringValue
            }
        }
        return result
    }
}
