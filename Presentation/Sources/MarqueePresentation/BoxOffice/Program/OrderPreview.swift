import MarqueeDomain

/// What the order form says of an order before it is placed: the screening
/// its id names (title, time, hall, price, seats left) and what the tickets
/// typed come to, so Enter is pressed knowing what it sells (issue 36: the
/// form showed an id and nothing else).
public struct OrderPreview: Equatable, Sendable {
    /// The line to show.
    public let text: String
    /// Whether the order cannot go through as it stands: no such
    /// screening, sold out, more tickets than seats.
    public let isProblem: Bool
    /// Whether the program holds the screening typed (else the line says it
    /// is being looked up, or that no upcoming screening has that id).
    public let foundTheScreening: Bool

    /// The preview of an order for the screening `screeningText` names with
    /// `ticketsText` tickets, looked up in `program`; `nil` while there is
    /// nothing to say: no screening typed, or not an id (placing says why),
    /// or the program could not be read (its error is the Program's to show).
    public init?(screeningText: String, ticketsText: String, program: ProgramState) {
        guard let id = try? Input.screeningID(screeningText) else { return nil }
        guard let screening = program.screenings.first(where: { $0.id == id }) else {
            guard program.error == nil else { return nil }
            if !program.hasLoaded || program.isLoading {
                self.init(text: "Looking up \(id)…", isProblem: false, found: false)
            } else {
                self.init(
                    text: "No upcoming screening has the id \(id); the Program (2) lists them.", isProblem: true,
                    found: false)
            }
            return
        }
        // What decides the order first, so a narrow screen keeps it.
        let price = screening.ticketPrice
        let about =
            "\(screening.movieTitle) · \(program.times.string(from: screening.startsAt)) · hall \(screening.hall.name)"
        let seatsLeft = screening.seatsLeft
        guard seatsLeft > 0 else {
            self.init(text: "Sold out · \(about)", isProblem: true)
            return
        }
        guard let count = try? Input.ticketCount(ticketsText), let total = try? price.multiplied(by: count) else {
            self.init(text: "\(price.displayText) a ticket · \(about) · \(seatsLeft) left", isProblem: false)
            return
        }
        guard count <= seatsLeft else {
            let seats = seatsLeft == 1 ? "1 seat" : "\(seatsLeft) seats"
            self.init(text: "Only \(seats) left · \(about)", isProblem: true)
            return
        }
        self.init(
            text: "\(count) × \(price.displayText) = \(total.displayText) · \(about) · \(seatsLeft) left",
            isProblem: false)
    }

    private init(text: String, isProblem: Bool, found: Bool = true) {
        self.text = text
        self.isProblem = isProblem
        foundTheScreening = found
    }
}
