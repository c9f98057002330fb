public import MarqueeCommandLine
import MarqueeTerminalModel
import MarqueeDomain

extension ProgramState {
    /// The program as `marquee program` prints it: id, time, hall, movie,
    /// seats left of the capacity, price; columns by display width.
    public var textLines: [String] {
        if let error { return [error.userMessage(times: times)] }
        let items = items
        guard !items.isEmpty else { return [headline(for: .commandLine)] }
        let seats = items.map { "\($0.seatsLeft)/\($0.capacity)" }
        let prices = AmountColumn.align(items.map(\.price))
        let widths = (
            id: max(2, items.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0),
            hall: max(4, items.map { DisplayWidth.of($0.hall) }.max() ?? 0),
            seats: max(5, seats.map { DisplayWidth.of($0) }.max() ?? 0),
            price: max(5, prices.first.map { DisplayWidth.of($0) } ?? 0)
        )
        var lines = [headline(for: .commandLine), ""]
        lines.append(
            TerminalText.fit("ID", width: widths.id) + "  " + TerminalText.fit("Time", width: 16) + "  "
                + TerminalText.fit("Hall", width: widths.hall) + "  "
                + TerminalText.fit("Movie", width: Self.movieWidth) + "  "
                + TerminalText.rightAligned("Left", width: widths.seats) + "  "
                + TerminalText.rightAligned("Price", width: widths.price))
        for (item, (seats, price)) in zip(items, zip(seats, prices)) {
            lines.append(
                TerminalText.fit(item.id.rawValue, width: widths.id) + "  " + TerminalText.fit(item.time, width: 16)
                    + "  " + TerminalText.fit(item.hall, width: widths.hall) + "  "
                    + TerminalText.fit(item.movieTitle, width: Self.movieWidth) + "  "
                    + TerminalText.rightAligned(seats, width: widths.seats) + "  "
                    + TerminalText.rightAligned(price, width: widths.price) + (item.isSoldOut ? "  sold out" : ""))
        }
        return lines
    }

    /// The stable JSON form of `program --json`: `{"timeZone": String,
    /// "screenings": [screening…]}`, earliest first, then by hall.
    public var json: JSONValue {
        .object([
            "timeZone": .string(times.timeZoneName),
            "screenings": .array(screenings.map { BoxOfficeJSON.screening($0, times: times) }),
        ])
    }

    /// The movie column's width in the text table.
    static let movieWidth = 30
}
