import MarqueeDomain

/// The program as a plain text table, from its state: id, time, hall, movie, seats left of
/// the capacity, price.
public enum ProgramTextScreen {
    static let movieWidth = 30

    /// The lines to print for `state`.
    public static func lines(_ state: ProgramState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard state.hasLoaded else { return ["Loading the program…"] }
        let items = state.items
        guard !items.isEmpty else {
            return [
                "No upcoming screenings. Schedule one with: marquee screenings schedule <movie-id> "
                    + "--hall A --at 2026-12-24T20:00 --seats 80 --price \"12.50 EUR\""
            ]
        }
        let count = items.count == 1 ? "1 upcoming screening" : "\(items.count) upcoming screenings"
        let zone = ", times in \(state.times.timeZoneName)"
        let seats = items.map { "\($0.seatsLeft)/\($0.capacity)" }
        let prices = AmountColumn.align(items.map(\.price))
        let widths = (
            id: max(2, items.map(\.id.rawValue.count).max() ?? 0),
            hall: max(4, items.map(\.hall.count).max() ?? 0),
            seats: max(5, seats.map(\.count).max() ?? 0),
            price: max(5, prices.first?.count ?? 0)
        )
        var lines = ["\(count)\(zone)", ""]
        lines.append(
            TextColumns.fit("ID", width: widths.id) + "  " + TextColumns.fit("Time", width: 16) + "  "
                + TextColumns.fit("Hall", width: widths.hall) + "  " + TextColumns.fit("Movie", width: movieWidth)
                + "  "
                + TextColumns.right("Seats", width: widths.seats) + "  "
                + TextColumns.right("Price", width: widths.price)
        )
        for (item, (seats, price)) in zip(items, zip(seats, prices)) {
            let soldOut = item.isSoldOut ? "  sold out" : ""
            lines.append(
                TextColumns.fit(item.id.rawValue, width: widths.id) + "  " + TextColumns.fit(item.time, width: 16)
                    + "  "
                    + TextColumns.fit(item.hall, width: widths.hall) + "  "
                    + TextColumns.fit(item.movieTitle, width: movieWidth) + "  "
                    + TextColumns.right(seats, width: widths.seats) + "  "
                    + TextColumns.right(price, width: widths.price)
                    + soldOut
            )
        }
        return lines
    }
}
