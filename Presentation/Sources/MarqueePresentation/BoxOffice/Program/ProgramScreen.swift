import MarqueeDomain

/// The program as a plain text table: id, time, hall, movie, seats left of
/// the capacity, price.
public enum ProgramScreen {
    /// Everything the screen shows, copied out of the view model.
    public struct State: Equatable, Sendable {
        public var items: [ProgramItem]
        public var hasLoaded: Bool
        public var errorMessage: String?
        /// The zone the times are in, such as `Europe/Berlin`; named in the heading.
        public var timeZoneName: String?

        /// Creates a state; front ends usually use ``init(_:)``.
        public init(items: [ProgramItem], hasLoaded: Bool = true, errorMessage: String? = nil, timeZoneName: String? = nil) {
            self.items = items
            self.hasLoaded = hasLoaded
            self.errorMessage = errorMessage
            self.timeZoneName = timeZoneName
        }

        /// The state a view model is in now.
        @MainActor public init(_ viewModel: ProgramViewModel) {
            self.init(
                items: viewModel.items, hasLoaded: viewModel.hasLoaded, errorMessage: viewModel.errorMessage,
                timeZoneName: viewModel.times.timeZoneName
            )
        }
    }

    static let movieWidth = 30

    /// The lines to print for `state`.
    public static func render(_ state: State) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard state.hasLoaded else { return ["Loading the program…"] }
        guard !state.items.isEmpty else {
            return [
                "No upcoming screenings. Schedule one with: marquee screenings schedule <movie-id> "
                    + "--hall A --at 2026-12-24T20:00 --seats 80 --price \"12.50 EUR\"",
            ]
        }
        let count = state.items.count == 1 ? "1 upcoming screening" : "\(state.items.count) upcoming screenings"
        let zone = state.timeZoneName.map { ", times in \($0)" } ?? ""
        let seats = state.items.map { "\($0.seatsLeft)/\($0.capacity)" }
        let prices = AmountColumn.align(state.items.map(\.price))
        let widths = (
            id: max(2, state.items.map(\.id.rawValue.count).max() ?? 0),
            hall: max(4, state.items.map(\.hall.count).max() ?? 0),
            seats: max(5, seats.map(\.count).max() ?? 0),
            price: max(5, prices.first?.count ?? 0)
        )
        var lines = ["\(count)\(zone)", ""]
        lines.append(
            TextColumns.fit("ID", width: widths.id) + "  " + TextColumns.fit("Time", width: 16) + "  "
                + TextColumns.fit("Hall", width: widths.hall) + "  " + TextColumns.fit("Movie", width: movieWidth) + "  "
                + TextColumns.right("Seats", width: widths.seats) + "  " + TextColumns.right("Price", width: widths.price)
        )
        for (item, (seats, price)) in zip(state.items, zip(seats, prices)) {
            let soldOut = item.isSoldOut ? "  sold out" : ""
            lines.append(
                TextColumns.fit(item.id.rawValue, width: widths.id) + "  " + TextColumns.fit(item.time, width: 16) + "  "
                    + TextColumns.fit(item.hall, width: widths.hall) + "  "
                    + TextColumns.fit(item.movieTitle, width: movieWidth) + "  "
                    + TextColumns.right(seats, width: widths.seats) + "  " + TextColumns.right(price, width: widths.price)
                    + soldOut
            )
        }
        return lines
    }
}
