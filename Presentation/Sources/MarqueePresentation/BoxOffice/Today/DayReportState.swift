public import MarqueeCommandLine
public import MarqueeDomain
import MarqueeTerminalModel

/// Everything the day's overview shows, as one value.
public struct DayReportState: Equatable, Sendable {
    /// The report; `nil` before loading.
    public var report: DayReport?
    /// Whether a load is under way.
    public var isLoading = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The day the report covers, such as `2026-12-06`, in `times`' zone.
    public var day: String {
        guard let report, let local = times.localDateTime(at: report.from) else { return "" }
        return String(local.description.prefix(10))
    }

    /// The line above the rows: which day, how many screenings.
    public var headline: String {
        guard let report else { return isLoading ? "Loading the day's report…" : "" }
        let zone = "(\(times.timeZoneName))"
        switch report.rows.count {
        case 0: return "No screening on \(day) \(zone)."
        case 1: return "1 screening on \(day) \(zone)"
        default: return "\(report.rows.count) screenings on \(day) \(zone)"
        }
    }

    /// The totals, as one line: seats, then money taken, owed and given back.
    public var totalsLine: String { totals.joined(separator: " · ") }

    /// The totals' parts: seats, money taken, owed, given back.
    var totals: [String] {
        guard let report else { return [] }
        func money(_ amounts: [Money]) -> String {
            amounts.isEmpty ? "0" : amounts.map(\.displayText).joined(separator: " + ")
        }
        return [
            "Seats \(report.seatsPaid) paid, \(report.seatsHeld) held, \(report.seatsFree) free",
            "taken \(money(report.paid))", "owed \(money(report.unpaid))", "refunded \(money(report.refunded))",
        ]
    }

    /// `marquee report`: the headline, a table of screenings, the totals.
    public var textLines: [String] {
        if let error { return [error.userMessage(times: times)] }
        guard let report else { return [headline] }
        guard !report.rows.isEmpty else { return [headline] }
        let titles = report.rows.map(\.screening.reportTitle)
        let titleWidth = min(30, max(5, titles.map { DisplayWidth.of($0) }.max() ?? 0))
        let columns = [
            AmountColumn.align(report.rows.map(\.paid.displayText)),
            AmountColumn.align(report.rows.map(\.unpaid.displayText)),
            AmountColumn.align(report.rows.map(\.refunded.displayText)),
        ]
        let widths = zip(columns, ["Taken", "Owed", "Refunded"]).map { column, title in
            max(DisplayWidth.of(title), column.map { DisplayWidth.of($0) }.max() ?? 0)
        }
        var lines = [headline, ""]
        lines.append(
            "Time   Hall  " + TerminalText.fit("Movie", width: titleWidth) + "  Paid  Held  Free  "
                + TerminalText.rightAligned("Taken", width: widths[0]) + "  "
                + TerminalText.rightAligned("Owed", width: widths[1]) + "  "
                + TerminalText.rightAligned("Refunded", width: widths[2]))
        for (index, row) in report.rows.enumerated() {
            let time = times.localDateTime(at: row.screening.startsAt).map { String($0.description.suffix(5)) } ?? ""
            let seats = [row.seatsPaid, row.seatsHeld, row.seatsFree].map {
                TerminalText.rightAligned(String($0), width: 4)
            }
            lines.append(
                TerminalText.fit(time, width: 5) + "  " + TerminalText.fit(row.screening.hall.name, width: 4) + "  "
                    + TerminalText.fit(row.screening.reportTitle, width: titleWidth) + "  "
                    + seats.joined(separator: "  ")
                    + "  " + TerminalText.rightAligned(columns[0][index], width: widths[0]) + "  "
                    + TerminalText.rightAligned(columns[1][index], width: widths[1]) + "  "
                    + TerminalText.rightAligned(columns[2][index], width: widths[2]))
        }
        lines += ["", totalsLine]
        return lines
    }

    /// `marquee report --json`: `{"day", "timeZone", "from", "to",
    /// "screenings": [{"screening", "seatsPaid", "seatsHeld", "seatsFree",
    /// "paid", "unpaid", "refunded"}…], "seatsPaid", "seatsHeld", "seatsFree",
    /// "paid": [money…], "unpaid", "refunded"}`; `null` before loading.
    public var json: JSONValue {
        guard let report else { return .null }
        return .object([
            "day": .string(day),
            "timeZone": .string(times.timeZoneName),
            "from": .string(times.iso8601(from: report.from)),
            "to": .string(times.iso8601(from: report.to)),
            "screenings": .array(
                report.rows.map { row in
                    .object([
                        "screening": BoxOfficeJSON.screening(row.screening, times: times),
                        "seatsPaid": .int(Int64(row.seatsPaid)),
                        "seatsHeld": .int(Int64(row.seatsHeld)),
                        "seatsFree": .int(Int64(row.seatsFree)),
                        "paid": BoxOfficeJSON.money(row.paid),
                        "unpaid": BoxOfficeJSON.money(row.unpaid),
                        "refunded": BoxOfficeJSON.money(row.refunded),
                    ])
                }),
            "seatsPaid": .int(Int64(report.seatsPaid)),
            "seatsHeld": .int(Int64(report.seatsHeld)),
            "seatsFree": .int(Int64(report.seatsFree)),
            "paid": .array(report.paid.map(BoxOfficeJSON.money)),
            "unpaid": .array(report.unpaid.map(BoxOfficeJSON.money)),
            "refunded": .array(report.refunded.map(BoxOfficeJSON.money)),
        ])
    }
}

extension Screening {
    /// The title a day's overview shows: the movie's, marked when the
    /// screening was called off.
    var reportTitle: String { isCancelled ? "\(movieTitle) (cancelled)" : movieTitle }
}
