public import MarqueeCommandLine
public import MarqueeDomain

extension BoxOfficeError {
    /// One line for a person at a shell, with times shown in `times`' zone.
    public func userMessage(times: LocalTimeFormat) -> String { message(times: times, for: .commandLine) }

    /// One line for `audience`: what went wrong and what to do about it,
    /// with times shown in `times`' zone.
    public func message(times: LocalTimeFormat, for audience: Audience) -> String {
        switch self {
        case let .invalidIdentifier(raw):
            "\"\(raw)\" is not an id; ids are 1–64 letters, digits, - or _ — "
                + audience.pick("copy one from marquee program or marquee orders list.", "pick one from a list.")
        case let .invalidCurrency(code):
            "\"\(code)\" is not a currency in use; give the three capital letters of one (ISO 4217), such as EUR, "
                + "USD or JPY."
        case let .invalidPrice(text):
            "\"\(text)\" is not a price; write the amount and the currency code, such as \"12.50 EUR\" "
                + "(not negative, no more decimals than the currency has)."
        case let .invalidHall(name):
            "\"\(name)\" is not a hall; name it with 1–\(Hall.maximumLength) letters or digits, such as A or IMAX1."
        case let .invalidCapacity(seats):
            "\(seats) seats is not a capacity; a screening has \(Screening.capacityRange.lowerBound) to "
                + "\(Screening.capacityRange.upperBound) seats."
        case let .invalidRuntime(minutes):
            "\(minutes) minutes is not a running time; give \(Screening.runtimeRange.lowerBound) to "
                + "\(Screening.runtimeRange.upperBound) minutes."
        case let .runtimeUnknown(id, title):
            audience.pick(
                "The catalog does not say how long \(title) (\(id)) runs; give its length in minutes with "
                    + "--runtime, such as --runtime 95 (once: later screenings of it run as long).",
                "The catalog does not say how long \(title) runs; fill in Runtime (minutes) once.")
        case let .invalidQuantity(quantity):
            "\(quantity) is not a number of tickets; order 1 to \(Screening.capacityRange.upperBound)."
        case let .mixedCurrencies(first, second):
            "Amounts in \(first) and \(second) cannot be added or compared; keep one order in one currency."
        case .overflow:
            "The amount is too large to compute; order fewer tickets."
        case .emptyOrder:
            audience.pick(
                "The order has no tickets; ask for at least one with --quantity.",
                "The order has no tickets; ask for at least one.")
        case let .duplicateLine(screening):
            "Screening \(screening) is in the order twice; ask for all its tickets at once."
        case .soldOut(seatsLeft: 0):
            "Sold out: no seats are left for this screening; pick another "
                + audience.pick("from marquee program.", "on Program.")
        case let .soldOut(seatsLeft):
            "Only \(seatsLeft) seat\(seatsLeft == 1 ? " is" : "s are") left for this screening; order at most \(seatsLeft)."
        case .orderNotUnpaid(.unpaid):
            "The order is still unpaid; try again."
        case let .orderNotUnpaid(.paid(time)):
            "This order was paid at \(times.string(from: time)); it cannot be paid again (cancelling it refunds it)."
        case let .orderNotUnpaid(.refunded(time)):
            "This order was refunded at \(times.string(from: time)); it cannot be paid or cancelled again — place a new order."
        case let .orderNotUnpaid(.expired(time)):
            "This order's hold ran out at \(times.string(from: time)) and its seats went back on sale; it cannot be "
                + "paid or cancelled — place a new order."
        case let .orderNotUnpaid(.cancelled(time)):
            "This order was cancelled at \(times.string(from: time)); it cannot be paid or cancelled again — place a new order."
        case let .screeningInPast(time):
            "\(times.string(from: time)) is not in the future; schedule screenings to start later than now."
        case let .screeningTooFarAhead(time, days):
            "\(times.string(from: time)) is more than \(days) days ahead; schedule screenings within \(days) days of now"
                + audience.pick(" (MARQUEE_SCHEDULE_DAYS where the box office runs sets how far).", ".")
        case let .priceLocked(seatsSold):
            "\(Self.count(seatsSold, "seat")) of this screening \(seatsSold == 1 ? "is" : "are") sold or held; its "
                + "price changes only while none are (orders keep the price they were placed at)."
        case let .priceTooHigh(price):
            "\(price.displayText) is more than a ticket may cost (at most "
                + "\(PriceLimits.maximumTicketPrice(in: price.currency).displayText)); check the amount."
        case let .screeningStarted(screening):
            "Screening \(screening) has already started; pick an upcoming one "
                + audience.pick("from marquee program.", "on Program.")
        case let .screeningCancelled(screening):
            "Screening \(screening) was cancelled: it sells no tickets and changes no more; pick another "
                + audience.pick("from marquee program.", "on Program.")
        case let .hallExists(hall):
            "Hall \(hall.hall) is there already, with \(Self.count(hall.seats, "seat")); pick another name."
        case let .moreSeatsThanHall(hall, asked):
            "Hall \(hall.hall) has \(Self.count(hall.seats, "seat")); a screening in it sells at most "
                + "\(hall.seats), not \(asked)" + audience.pick(" (leave out --seats to take the hall's).", ".")
        case let .unknownHall(hall):
            "No hall is named \(hall); "
                + audience.pick(
                    "add it with marquee halls add \(hall) --seats N, or give --seats for its first screening.",
                    "add it on the Halls tab, or give the seats for its first screening.")
        case let .hallBusy(conflicting):
            "Hall \(conflicting.hall) is busy with \(conflicting.movieTitle) (screening \(conflicting.id)) from "
                + "\(times.string(from: conflicting.startsAt)) until \(times.string(from: conflicting.hallFreeAt)) "
                + "including cleaning; pick another time or hall."
        case let .unknownUser(id):
            audience.pick(
                "No user has id \(id); register with marquee users register <name>.",
                "No user has id \(id); register the customer on Users.")
        case let .unknownCustomerName(name):
            AccountsError.noUserNamed(name, for: audience)
        case let .unknownScreening(id):
            "No screening has id \(id); " + audience.pick("see marquee program for the ids.", "pick one on Program.")
        case let .unknownOrder(id):
            "No order has id \(id); "
                + audience.pick(
                    "see marquee orders list --user <name> for the ids.", "pick one from the customer's orders.")
        case let .movieNotFound(id):
            "No movie has id \(id) in the catalog; "
                + audience.pick("find its id with marquee movies search <title>.", "find it on Movies.")
        case let .catalogFailed(error):
            error.message(for: audience)
        case let .boxOfficeNotEmpty(customers, screenings):
            "The box office already holds "
                + [Self.count(customers, "customer"), Self.count(screenings, "screening")]
                .filter { !$0.hasPrefix("0 ") }.joined(separator: " and ") + "; "
                + audience.pick(
                    "the sample cinema goes into an empty one — add --force to load it beside them.",
                    "the sample cinema goes into an empty one.")
        case .sampleAlreadyLoaded:
            "A sample cinema is loaded already"
                + audience.pick("; remove it first with marquee sample clear.", ".")
        case .noSampleLoaded:
            "There is no sample cinema to clear" + audience.pick("; load one with marquee sample load.", ".")
        case let .notPermitted(denial):
            denial.message
        case let .storageFailed(failure):
            failure.userMessage
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Whether the error is about what the person typed (a malformed id,
    /// price, hall, capacity or quantity), as opposed to a broken rule or a
    /// failure; command-line front ends map this to a usage exit status.
    public var isUsageError: Bool {
        switch self {
        case .invalidIdentifier, .invalidCurrency, .invalidPrice, .invalidHall, .invalidCapacity, .invalidQuantity,
            .invalidRuntime, .runtimeUnknown, .priceTooHigh, .moreSeatsThanHall:
            true
        case let .catalogFailed(error):
            error.isUsageError
        case .boxOfficeNotEmpty, .sampleAlreadyLoaded, .noSampleLoaded, .mixedCurrencies, .overflow, .emptyOrder,
            .duplicateLine, .soldOut, .orderNotUnpaid,
            .screeningInPast, .screeningTooFarAhead, .priceLocked, .screeningStarted, .screeningCancelled, .hallBusy,
            .hallExists, .unknownHall, .unknownUser,
            .unknownCustomerName,
            .unknownScreening,
            .unknownOrder,
            .movieNotFound, .storageFailed, .notPermitted:
            false
        }
    }

    /// How a command that met this error ends: a usage error for what the
    /// person typed, a refusal of the desk's role, an unknown outcome when a
    /// change got no answer, else a failure.
    public var outcome: CommandOutcome {
        switch self {
        case .notPermitted: .notPermitted
        case let .storageFailed(failure): failure.outcome
        case let .catalogFailed(error): error.outcome
        default: isUsageError ? .usageError : .failure
        }
    }
}
