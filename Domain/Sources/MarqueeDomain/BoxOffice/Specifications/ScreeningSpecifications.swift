/// Met by a screening that starts strictly after a given instant.
public struct StartsAfter: Specification {
    /// The instant to compare with, usually the clock's now.
    public let time: Timestamp

    /// Creates the rule for `time`.
    public init(_ time: Timestamp) {
        self.time = time
    }

    /// Whether `screening` starts strictly after ``time``.
    public func isSatisfied(by screening: Screening) -> Bool {
        screening.startsAt > time
    }
}

/// Met by a screening with at least `seats` seats left.
public struct HasFreeSeats: Specification {
    /// The seats that must be left, at least 1.
    public let seats: Int

    /// Creates the rule; a count below 1 is treated as 1.
    public init(_ seats: Int = 1) {
        self.seats = max(1, seats)
    }

    /// Whether `screening` has at least ``seats`` seats left.
    public func isSatisfied(by screening: Screening) -> Bool {
        screening.seatsLeft >= seats
    }
}

/// Met by a screening that has not been called off.
public struct NotCancelled: Specification {
    /// Creates the rule.
    public init() {}

    /// Whether `screening` is still on.
    public func isSatisfied(by screening: Screening) -> Bool {
        !screening.isCancelled
    }
}

/// Met by a screening tickets can be ordered for at `now`: it is on, has
/// not started and has a free seat.
public struct BookableScreening: Specification {
    private let rule: AndSpecification<AndSpecification<NotCancelled, StartsAfter>, HasFreeSeats>

    /// Creates the rule as it applies at `now`.
    public init(at now: Timestamp) {
        rule = NotCancelled().and(StartsAfter(now)).and(HasFreeSeats())
    }

    /// Whether tickets can be ordered for `screening` now: it is on, has not
    /// started and has a free seat.
    public func isSatisfied(by screening: Screening) -> Bool {
        rule.isSatisfied(by: screening)
    }
}
