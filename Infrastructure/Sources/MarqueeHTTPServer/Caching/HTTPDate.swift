import Foundation
import Glibc

/// HTTP's date format (RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37
/// GMT`), for headers such as `Expires`: whole seconds, always GMT.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` in IMF-fixdate, its fraction of a second dropped.
    static func string(from date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(Int(parts.tm_year) + 1900)
        return "\(weekdays[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// The date `text` writes in IMF-fixdate, or `nil` when it is not one.
    static func date(from text: String) -> Date? {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0].count == 4, fields[0].hasSuffix(","),
            weekdays.contains(String(fields[0].dropLast())), fields[1].count == 2, let day = Int32(fields[1]),
            let month = months.firstIndex(of: String(fields[2])), fields[3].count == 4, let year = Int32(fields[3]),
            fields[5] == "GMT"
        else { return nil }
        let clock = fields[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }), let hour = Int32(clock[0]),
            let minute = Int32(clock[1]), let second = Int32(clock[2]),
            (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var parts = tm()
        parts.tm_year = year - 1900
        parts.tm_mon = Int32(month)
        parts.tm_mday = day
        parts.tm_hour = hour
        parts.tm_min = minute
        parts.tm_sec = second
        let seconds = timegm(&parts)
        return seconds == -1 && !(year == 1969 && day == 31) ? nil : Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}
