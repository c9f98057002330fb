import Foundation

/// Parses the `Retry-After` header: delay seconds or an HTTP date (RFC 9110 §10.2.3).
enum RetryAfter {
    /// The wait the header asks for, or `nil` when it is absent or unreadable.
    ///
    /// - Parameters:
    ///   - value: The header value.
    ///   - now: The current time, for the HTTP-date form.
    static func parse(_ value: String?, now: Date = Date()) -> Duration? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else {
            return nil
        }
        if let seconds = Int(trimmed) {
            return .seconds(max(seconds, 0))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        let milliseconds = Int64((date.timeIntervalSince(now) * 1000).rounded(.up))
        return .milliseconds(max(milliseconds, 0))
    }
}
