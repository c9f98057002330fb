extension KeyedDecodingContainer {
    /// The value at `key`, or `nil` when it is missing, `null` or of another
    /// type: for fields that refine an answer but must never reject it.
    package func decodeLeniently<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
