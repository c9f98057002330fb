import Foundation
public import MarqueeDomain

/// The problem types of the box office's errors (``/MarqueeDomain/BoxOfficeError``),
/// named beside the table below: each error's status, type and data, and back.
public enum BoxOfficeProblem: String, ProblemName, CaseIterable {
    case invalidCurrency = "invalid-currency"
    case invalidPrice = "invalid-price"
    case invalidHall = "invalid-hall"
    case invalidCapacity = "invalid-capacity"
    case invalidRuntime = "invalid-runtime"
    case runtimeUnknown = "runtime-unknown"
    case invalidQuantity = "invalid-quantity"
    case mixedCurrencies = "mixed-currencies"
    case overflow = "overflow"
    case emptyOrder = "empty-order"
    case duplicateLine = "duplicate-line"
    case soldOut = "sold-out"
    case orderNotUnpaid = "order-not-unpaid"
    case screeningInPast = "screening-in-past"
    case screeningTooFarAhead = "screening-too-far-ahead"
    case priceTooHigh = "price-too-high"
    case priceLocked = "price-locked"
    case screeningStarted = "screening-started"
    case screeningCancelled = "screening-cancelled"
    case hallBusy = "hall-busy"
    case hallExists = "hall-exists"
    case moreSeatsThanHall = "more-seats-than-hall"
    case unknownHall = "unknown-hall"
    case unknownScreening = "unknown-screening"
    case unknownOrder = "unknown-order"
    case unknownUser = "unknown-user"
    case boxOfficeRefused = "box-office-refused"
}

extension Components.Schemas.Problem {
    /// A problem of one of ``BoxOfficeProblem``'s types, named as a member of it.
    fileprivate init(_ status: Int, _ type: BoxOfficeProblem, detail: String, _ fill: (inout Self) -> Void = { _ in }) {
        self.init(status: status, ofType: type, detail: detail, fill)
    }

    /// The problem for `error`.
    public init(_ error: BoxOfficeError, detail: String) {
        switch error {
        case let .invalidIdentifier(raw): self.init(400, .invalidIdentifier, detail: detail) { $0.value = raw }
        case let .invalidCurrency(raw):
            // Three capital letters the schema allows, but no ISO 4217 currency: 422, as the schema says.
            let wellFormed = raw.utf8.count == 3 && raw.utf8.allSatisfy { (65...90).contains($0) }
            self.init(wellFormed ? 422 : 400, .invalidCurrency, detail: detail) { $0.value = raw }
        case let .invalidPrice(raw): self.init(400, .invalidPrice, detail: detail) { $0.value = raw }
        case let .invalidHall(raw): self.init(400, .invalidHall, detail: detail) { $0.value = raw }
        case let .invalidCapacity(seats): self.init(400, .invalidCapacity, detail: detail) { $0.value = "\(seats)" }
        case let .invalidRuntime(minutes):
            self.init(400, .invalidRuntime, detail: detail) { $0.value = "\(minutes)" }
        case let .runtimeUnknown(id, title):
            // Well-formed, and the catalog does not know the length: 422.
            self.init(422, .runtimeUnknown, detail: detail) {
                $0.id = "\(id.rawValue)"
                $0.name = title
            }
        case let .invalidQuantity(quantity):
            self.init(400, .invalidQuantity, detail: detail) { $0.value = "\(quantity)" }
        case let .mixedCurrencies(first, second):
            self.init(400, .mixedCurrencies, detail: detail) {
                $0.name = first.code
                $0.value = second.code
            }
        case .overflow: self.init(400, .overflow, detail: detail)
        case .emptyOrder: self.init(400, .emptyOrder, detail: detail)
        case let .duplicateLine(id): self.init(400, .duplicateLine, detail: detail) { $0.id = id.rawValue }
        case let .soldOut(seatsLeft): self.init(409, .soldOut, detail: detail) { $0.seatsLeft = seatsLeft }
        case let .orderNotUnpaid(status):
            self.init(409, .orderNotUnpaid, detail: detail) { $0.orderStatus = .init(status, by: nil) }
        case let .screeningInPast(time):
            self.init(409, .screeningInPast, detail: detail) { $0.startsAt = time.date }
        case let .screeningTooFarAhead(time, days):
            self.init(409, .screeningTooFarAhead, detail: detail) {
                $0.startsAt = time.date
                $0.value = "\(days)"
            }
        case let .priceTooHigh(price): self.init(422, .priceTooHigh, detail: detail) { $0.value = price.description }
        case let .priceLocked(seatsSold): self.init(409, .priceLocked, detail: detail) { $0.value = "\(seatsSold)" }
        case let .screeningStarted(id): self.init(409, .screeningStarted, detail: detail) { $0.id = id.rawValue }
        case let .screeningCancelled(id):
            self.init(409, .screeningCancelled, detail: detail) { $0.id = id.rawValue }
        case let .hallBusy(conflicting):
            self.init(409, .hallBusy, detail: detail) { $0.conflicting = .init(conflicting) }
        case let .hallExists(hall):
            self.init(409, .hallExists, detail: detail) {
                $0.name = hall.hall.name
                $0.seatsLeft = hall.seats
            }
        case let .moreSeatsThanHall(hall, asked):
            self.init(422, .moreSeatsThanHall, detail: detail) {
                $0.name = hall.hall.name
                $0.seatsLeft = hall.seats
                $0.value = "\(asked)"
            }
        case let .unknownHall(hall): self.init(404, .unknownHall, detail: detail) { $0.name = hall.name }
        case let .unknownUser(id): self.init(404, .unknownUser, detail: detail) { $0.id = id.rawValue }
        case let .unknownCustomerName(name):
            self.init(404, .unknownUser, detail: detail) { $0.name = name.displayName }
        case let .unknownScreening(id): self.init(404, .unknownScreening, detail: detail) { $0.id = id.rawValue }
        case let .unknownOrder(id): self.init(404, .unknownOrder, detail: detail) { $0.id = id.rawValue }
        case let .movieNotFound(id):
            self.init(404, CatalogProblem.movieNotFound, detail: detail) { $0.id = "\(id.rawValue)" }
        case let .catalogFailed(error): self.init(error, detail: detail)
        case .boxOfficeNotEmpty, .sampleAlreadyLoaded, .noSampleLoaded:
            // The sample cinema is loaded where the service runs, never through it.
            self.init(409, .boxOfficeRefused, detail: detail)
        case let .notPermitted(denial): self.init(denial, detail: detail)
        case let .storageFailed(failure): self.init(failure, detail: detail)
        }
    }

    /// The Box office error this problem stands for; `nil` when it is none of
    /// them (a failure of the request itself, of the store, a type this
    /// version does not know).
    /// The hall a hall problem names: its name and seats.
    private var hall: CinemaHall? {
        guard let name = try? Hall(name ?? ""), let seats = seatsLeft else { return nil }
        return try? CinemaHall(name, seats: seats)
    }

    public var boxOfficeError: BoxOfficeError? {
        switch problemType {
        case .invalidIdentifier?: return .invalidIdentifier(value ?? "")
        case .notPermitted?: return permissionDenied.map(BoxOfficeError.notPermitted)
        default: break
        }
        switch type(CatalogProblem.self) {
        case .movieNotFound?: return movieID.map(BoxOfficeError.movieNotFound)
        case _?: return catalogError.map(BoxOfficeError.catalogFailed)
        case nil: break
        }
        switch type(BoxOfficeProblem.self) {
        case .invalidCurrency?: return .invalidCurrency(value ?? "")
        case .invalidPrice?: return .invalidPrice(value ?? "")
        case .invalidHall?: return .invalidHall(value ?? "")
        case .invalidCapacity?: return value.flatMap(Int.init).map(BoxOfficeError.invalidCapacity)
        case .invalidRuntime?: return value.flatMap(Int.init).map(BoxOfficeError.invalidRuntime)
        case .runtimeUnknown?:
            guard let movie = movieID else { return nil }
            return .runtimeUnknown(movie, title: name ?? "")
        case .invalidQuantity?: return value.flatMap(Int.init).map(BoxOfficeError.invalidQuantity)
        case .mixedCurrencies?:
            guard let first = try? Currency(name ?? ""), let second = try? Currency(value ?? "") else { return nil }
            return .mixedCurrencies(first, second)
        case .overflow?: return .overflow
        case .emptyOrder?: return .emptyOrder
        case .duplicateLine?: return (try? ScreeningID(id ?? "")).map(BoxOfficeError.duplicateLine)
        case .soldOut?: return .soldOut(seatsLeft: seatsLeft ?? 0)
        case .orderNotUnpaid?: return orderStatus?.toDomain().map(BoxOfficeError.orderNotUnpaid)
        case .screeningInPast?: return startsAt.flatMap(Timestamp.init).map(BoxOfficeError.screeningInPast)
        case .screeningTooFarAhead?:
            guard let time = startsAt.flatMap(Timestamp.init), let days = value.flatMap(Int.init) else { return nil }
            return .screeningTooFarAhead(time, days: days)
        case .priceTooHigh?: return (try? Money(parsing: value ?? "")).map(BoxOfficeError.priceTooHigh)
        case .priceLocked?: return value.flatMap(Int.init).map { .priceLocked(seatsSold: $0) }
        case .screeningStarted?: return (try? ScreeningID(id ?? "")).map(BoxOfficeError.screeningStarted)
        case .screeningCancelled?: return (try? ScreeningID(id ?? "")).map(BoxOfficeError.screeningCancelled)
        case .hallBusy?: return (try? conflicting?.toDomain()).flatMap { $0 }.map { .hallBusy(conflicting: $0) }
        case .hallExists?: return hall.map(BoxOfficeError.hallExists)
        case .moreSeatsThanHall?:
            guard let hall, let asked = value.flatMap(Int.init) else { return nil }
            return .moreSeatsThanHall(hall, asked: asked)
        case .unknownHall?: return (try? Hall(name ?? "")).map(BoxOfficeError.unknownHall)
        case .unknownUser?:
            if let user = try? UserID(id ?? "") { return .unknownUser(user) }
            return (try? UserName(name ?? "")).map(BoxOfficeError.unknownCustomerName)
        case .unknownScreening?: return (try? ScreeningID(id ?? "")).map(BoxOfficeError.unknownScreening)
        case .unknownOrder?: return (try? OrderID(id ?? "")).map(BoxOfficeError.unknownOrder)
        case .boxOfficeRefused?, nil: return nil
        }
    }
}
