public import MarqueeCommandLine
public import MarqueeDomain

/// The stable JSON shapes of the box office. Field names and types are part of
/// Marquee's documented interface: add fields, never rename. Times are ISO
/// 8601 in the local zone with its offset, such as `2026-12-24T20:00:00+01:00`.
/// Every key is always present; unknown values are `null`.
public enum BoxOfficeJSON {
    /// `{"amount": "12.50", "currency": "EUR", "minorUnits": 1250}`: `amount`
    /// has exactly the currency's minor-unit digits, so no script reads it
    /// through a float; `minorUnits` is the same amount as an integer.
    public static func money(_ money: Money) -> JSONValue {
        .object([
            "amount": .string(money.amountText),
            "currency": .string(money.currency.code),
            "minorUnits": .int(money.minorUnits),
        ])
    }

    /// `{"id", "movieID", "movieTitle", "hall", "startsAt", "endsAt",
    /// "runtimeMinutes", "capacity", "seatsSold", "seatsLeft", "ticketPrice", "cancelledAt",
    /// "cancelledBy"}`; `endsAt` is when the movie ends (without the hall's cleaning time);
    /// `cancelledAt` and `cancelledBy` are `null` while it is on (the desk also where no desk acted).
    public static func screening(_ screening: Screening, times: LocalTimeFormat) -> JSONValue {
        .object([
            "id": .string(screening.id.rawValue),
            "movieID": .int(Int64(screening.movieID.rawValue)),
            "movieTitle": .string(screening.movieTitle),
            "hall": .string(screening.hall.name),
            "startsAt": .string(times.iso8601(from: screening.startsAt)),
            "endsAt": .string(times.iso8601(from: screening.endsAt)),
            "runtimeMinutes": .int(Int64(screening.runtimeMinutes)),
            "capacity": .int(Int64(screening.capacity)),
            "seatsSold": .int(Int64(screening.seatsSold)),
            "seatsLeft": .int(Int64(screening.seatsLeft)),
            "ticketPrice": money(screening.ticketPrice),
            "cancelledAt": .string(screening.cancellation.map { times.iso8601(from: $0.at) }),
            "cancelledBy": .string(screening.cancellation?.by?.displayName),
        ])
    }

    /// `{"id", "customerID", "customerName", "walkIn", "lines", "ticketCount", "total",
    /// "status", "placedAt", "placedBy", "heldUntil", "paidAt", "cancelledAt", "refundedAt", "expiredAt",
    /// "settledBy"}`; `heldUntil` is until when an unpaid order holds its seats (`null` once settled or
    /// without an end); the desks are `null` where no desk acted; `customerID` and
    /// `customerName` are `null` for a walk-in (`walkIn` is then `true`),
    /// `customerName` also when the account is gone; each line's `movieTitle`,
    /// `hall` and `startsAt` when its screening is no longer stored.
    public static func order(_ receipt: OrderReceipt, times: LocalTimeFormat) -> JSONValue {
        let order = receipt.order
        var paidAt: Timestamp?, cancelledAt: Timestamp?, refundedAt: Timestamp?, expiredAt: Timestamp?
        switch order.status {
        case .unpaid: break
        case let .paid(time): paidAt = time
        case let .cancelled(time): cancelledAt = time
        case let .refunded(time): refundedAt = time
        case let .expired(time): expiredAt = time
        }
        return .object([
            "id": .string(order.id.rawValue),
            "customerID": .string(order.customer?.rawValue),
            "walkIn": .bool(order.isWalkIn),
            "customerName": .string(receipt.customer?.name.displayName),
            "lines": .array(order.lines.map { line(receipt, $0, times: times) }),
            "ticketCount": .int(Int64(order.ticketCount)),
            "total": money(order.total),
            "status": .string(order.status.label),
            "placedAt": .string(times.iso8601(from: order.placedAt)),
            "placedBy": .string(order.placedBy?.displayName),
            "heldUntil": .string(order.status.isUnpaid ? order.heldUntil.map(times.iso8601(from:)) : nil),
            "paidAt": .string(paidAt.map(times.iso8601(from:))),
            "cancelledAt": .string(cancelledAt.map(times.iso8601(from:))),
            "refundedAt": .string(refundedAt.map(times.iso8601(from:))),
            "expiredAt": .string(expiredAt.map(times.iso8601(from:))),
            "settledBy": .string(order.settledBy?.displayName),
        ])
    }

    private static func line(_ receipt: OrderReceipt, _ line: OrderLine, times: LocalTimeFormat) -> JSONValue {
        let screening = receipt.screening(line.screeningID)
        return .object([
            "screeningID": .string(line.screeningID.rawValue),
            "quantity": .int(Int64(line.quantity)),
            "unitPrice": money(line.unitPrice),
            "subtotal": money(line.subtotal),
            "movieTitle": .string(screening?.movieTitle),
            "hall": .string(screening?.hall.name),
            "startsAt": .string(screening.map { times.iso8601(from: $0.startsAt) }),
        ])
    }
}
