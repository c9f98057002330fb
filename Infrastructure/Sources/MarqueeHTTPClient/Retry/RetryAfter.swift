import Foundation

/// Parses the `Retry-After` header: delay seconds or an HTTP date (RFC 9110 §10.2.3).
///
/// An HTTP date is measured against the response's own `Date` header, the
/// server's clock, so neither clock skew nor this machine's time matters and
/// Infrastructure never reads the system time.
enum RetryAfter {
    /// The wait the header asks for, or `nil` when it is absent or unreadable
    /// (a date without the response's `Date` to measure it against, too).
    ///
    /// - Parameters:
    ///   - value: The `Retry-After` header value.
    ///   - responseDate: The response's `Date` header value.
    static func parse(_ value: String?, responseDate: String?) -> Duration? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else {
            return nil
        }
        if let seconds = Int(trimmed) {
            return .seconds(max(seconds, 0))
        }
        guard let date = httpDate(trimmed), let now = responseDate.flatMap(httpDate) else { return nil }
        let milliseconds = Int64((date.timeIntervalSince(now) * 1000).rounded(.up))
        return .milliseconds(max(milliseconds, 0))
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }
}
