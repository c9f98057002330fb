import Foundation

/// Replaces the values of secret-bearing query items and headers before they
/// reach a log line or an error description.
///
/// Names match case-insensitively. The defaults cover the usual carriers of
/// credentials; add an API's own names with ``init(additionalNames:)``.
public struct Redactor: Sendable {
    /// What a secret value is replaced with.
    public static let placeholder = "<redacted>"

    /// Names redacted by every redactor.
    public static let defaultNames: Set<String> = [
        "api_key", "apikey", "api-key", "x-api-key", "key",
        "token", "access_token", "refresh_token", "id_token", "session_id",
        "authorization", "proxy-authorization", "cookie", "set-cookie",
        "password", "secret", "client_secret",
    ]

    /// The lower-cased names whose values are hidden.
    public let names: Set<String>

    /// Creates a redactor hiding the default names plus `additionalNames`.
    public init(additionalNames: Set<String> = []) {
        names = Self.defaultNames.union(additionalNames.map { $0.lowercased() })
    }

    /// Whether a query item or header with this name carries a secret.
    public func isSecret(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// The headers with secret values replaced, sorted by name for stable output.
    public func redact(headers: [String: String]) -> [(name: String, value: String)] {
        headers.sorted { $0.key.lowercased() < $1.key.lowercased() }
            .map { (name: $0.key, value: isSecret($0.key) ? Self.placeholder : $0.value) }
    }

    /// The URL string with secret query values and any user info replaced.
    public func redact(url: String) -> String {
        var withoutUserInfo = url
        // The authority follows `//` in a scheme-relative URL (whatever
        // comes after it), else the first `scheme://`.
        let authorityStart: String.Index? =
            if url.hasPrefix("//") {
                url.index(url.startIndex, offsetBy: 2)
            } else if let schemeEnd = url.range(of: "://") {
                schemeEnd.upperBound
            } else {
                nil
            }
        if let authorityStart {
            let authorityEnd =
                url[authorityStart...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" }
                ?? url.endIndex
            if let at = url[authorityStart..<authorityEnd].lastIndex(of: "@") {
                withoutUserInfo = String(url[..<authorityStart]) + Self.placeholder + String(url[at...])
            }
        }
        guard let questionMark = withoutUserInfo.firstIndex(of: "?") else { return withoutUserInfo }
        let head = withoutUserInfo[..<questionMark]
        var query = withoutUserInfo[withoutUserInfo.index(after: questionMark)...]
        var fragment = Substring("")
        if let hash = query.firstIndex(of: "#") {
            fragment = query[hash...]
            query = query[..<hash]
        }
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            guard let equals = item.firstIndex(of: "=") else { return String(item) }
            let name = item[..<equals]
            let decoded = name.removingPercentEncodingIfPossible
            return isSecret(decoded) ? "\(name)=\(Self.placeholder)" : String(item)
        }
        return head + "?" + items.joined(separator: "&") + fragment
    }
}

extension Substring {
    fileprivate var removingPercentEncodingIfPossible: String {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
