import Foundation
public import MarqueeDomain

// Each Domain error as the problem the service answers with (status, type
// and the error's data), and each problem back as the same typed error: one
// table per context, both directions side by side, so a desk gets exactly
// the error the server's use case threw. The sentence (`detail`) is worded
// by Presentation on the server; a desk words the error again itself.

extension Components.Schemas.Problem {
    /// A problem of `type` with `status` and `detail`; the error's data is filled in by `fill`.
    public init(
        _ status: Int, _ type: ProblemType, detail: String, _ fill: (inout Self) -> Void = { _ in }
    ) {
        self.init(
            _type: type.uri, title: type.rawValue.replacingOccurrences(of: "-", with: " "), status: status,
            detail: detail)
        fill(&self)
    }

    /// A problem of a context's own type `name` (see ``ProblemType/uri(named:)``)
    /// with `status` and `detail`; the error's data is filled in by `fill`.
    public init(_ status: Int, named name: String, detail: String, _ fill: (inout Self) -> Void = { _ in }) {
        self.init(
            _type: ProblemType.uri(named: name), title: name.replacingOccurrences(of: "-", with: " "), status: status,
            detail: detail)
        fill(&self)
    }

    /// Whether this problem is of a context's own type `name`.
    public func isNamed(_ name: String) -> Bool { _type == ProblemType.uri(named: name) }

    /// The type this problem names, when this version knows it.
    public var problemType: ProblemType? { ProblemType(uri: _type) }

    // MARK: Box office

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
        case let .movieNotFound(id): self.init(404, .movieNotFound, detail: detail) { $0.id = "\(id.rawValue)" }
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
        case .movieNotFound?: return movieID.map(BoxOfficeError.movieNotFound)
        case .notPermitted?: return permissionDenied.map(BoxOfficeError.notPermitted)
        case .invalidQuery?, .invalidMovieID?, .invalidPage?, .catalogUnavailable?, .catalogFailed?:
            return catalogError.map(BoxOfficeError.catalogFailed)
        default: return nil
        }
    }

    // MARK: Accounts

    /// The problem for `error`.
    public init(_ error: AccountsError, detail: String) {
        switch error {
        case let .invalidUserID(raw): self.init(400, .invalidUserID, detail: detail) { $0.id = raw }
        // A string the schema allows that the name rules refuse (an emoji, a
        // bidirectional control…): well-formed, but no name, so 422.
        case .invalidUserName: self.init(422, .invalidUserName, detail: detail)
        case let .userNameTaken(name):
            self.init(409, .userNameTaken, detail: detail) { $0.name = name.displayName }
        case let .userNotFound(id): self.init(404, .userNotFound, detail: detail) { $0.id = id.rawValue }
        case let .noUserNamed(name): self.init(404, .userNotFound, detail: detail) { $0.name = name.displayName }
        case let .userHasUnpaidOrders(id):
            self.init(409, .userHasUnpaidOrders, detail: detail) { $0.id = id.rawValue }
        case let .notPermitted(denial): self.init(denial, detail: detail)
        case let .storageFailed(failure): self.init(failure, detail: detail)
        }
    }

    /// The problem for a name that breaks ``/MarqueeDomain/UserName``'s rules, carrying
    /// the name so a desk finds the same rule broken.
    public init(invalidName text: String, detail: String) {
        self.init(422, .invalidUserName, detail: detail) { $0.value = String(text.prefix(256)) }
    }

    /// The Accounts error this problem stands for; `nil` when it is none of them.
    public var accountsError: AccountsError? {
        switch problemType {
        case .invalidUserID?: return .invalidUserID(id ?? "")
        case .invalidUserName?:
            do throws(AccountsError) {
                _ = try UserName(value ?? "")
                return nil
            } catch {
                return error
            }
        case .userNameTaken?: return (try? UserName(name ?? "")).map(AccountsError.userNameTaken)
        case .userNotFound?:
            if let user = try? UserID(id ?? "") { return .userNotFound(user) }
            return (try? UserName(name ?? "")).map(AccountsError.noUserNamed)
        case .userHasUnpaidOrders?: return (try? UserID(id ?? "")).map(AccountsError.userHasUnpaidOrders)
        case .notPermitted?: return permissionDenied.map(AccountsError.notPermitted)
        default: return nil
        }
    }

    // MARK: Catalog

    /// The problem for `error`.
    public init(_ error: CatalogError, detail: String) {
        switch error {
        case .invalidQuery(.empty): self.init(400, .invalidQuery, detail: detail)
        case let .invalidQuery(.tooLong(length)):
            self.init(400, .invalidQuery, detail: detail) { $0.value = "\(length)" }
        case let .invalidMovieID(id): self.init(400, .invalidMovieID, detail: detail) { $0.id = "\(id)" }
        case let .invalidPage(requested, lastPage):
            // A page past the last is not there: 404, like a movie that is not.
            self.init(404, .invalidPage, detail: detail) {
                $0.requestedPage = requested
                $0.lastPage = lastPage
            }
        case let .movieNotFound(id): self.init(404, .movieNotFound, detail: detail) { $0.id = "\(id.rawValue)" }
        case .offline: self.init(503, .catalogUnavailable, detail: detail) { $0.name = "offline" }
        case .rateLimited: self.init(503, .catalogUnavailable, detail: detail) { $0.name = "rate-limited" }
        case let .sourceFailed(status, message):
            self.init(502, .catalogFailed, detail: detail) {
                $0.sourceStatus = status
                $0.sourceMessage = message
            }
        case .unauthorized, .sourceNotFound, .redirectedElsewhere, .unreadableData, .invalidReleaseDate,
            .invalidPosterPath:
            // The service's own source is misconfigured or answered badly:
            // the desk can do nothing about it but say the catalog failed.
            self.init(502, .catalogFailed, detail: detail)
        case let .storageFailed(failure): self.init(failure, detail: detail)
        }
    }

    /// The Catalog error this problem stands for; `nil` when it is none of them.
    public var catalogError: CatalogError? {
        switch problemType {
        case .invalidQuery?: return .invalidQuery(value.flatMap(Int.init).map { .tooLong(length: $0) } ?? .empty)
        case .invalidMovieID?: return .invalidMovieID(id.flatMap(Int.init) ?? 0)
        case .invalidPage?: return .invalidPage(requested: requestedPage ?? 0, lastPage: lastPage ?? 0)
        case .movieNotFound?: return movieID.map(CatalogError.movieNotFound) ?? .sourceNotFound
        case .catalogUnavailable?: return name == "rate-limited" ? .rateLimited : .offline
        case .catalogFailed?: return .sourceFailed(status: sourceStatus ?? status, message: sourceMessage)
        default: return nil
        }
    }

    // MARK: Shared

    /// The problem for a desk refused an action: 403, with its desk, role,
    /// the action and the roles that may take it.
    public init(_ denial: PermissionDenied, detail: String) {
        self.init(403, .notPermitted, detail: detail) {
            $0.desk = denial.desk.displayName
            $0.role = .init(denial.role)
            $0.action = denial.action.rawValue
            $0.permittedRoles = denial.permittedRoles.map(Components.Schemas.DeskRole.init)
        }
    }

    /// The refusal this problem describes.
    public var permissionDenied: PermissionDenied? {
        guard problemType == .notPermitted, let desk = try? DeskName(desk ?? ""), let role, let action,
            !action.isEmpty
        else { return nil }
        // The box office's own action as this version knows it; a context's
        // own with the roles the server named.
        let known =
            DeskAction(rawValue: action)
            ?? DeskAction(action, permittedRoles: Set((permittedRoles ?? []).map(\.domainRole)))
        return PermissionDenied(desk: desk, role: role.domainRole, action: known)
    }

    /// A failure of the service's own store: 503 (409 for a duplicate), its
    /// reason by code; never its path, address or user.
    public init(_ failure: StorageFailure, detail: String) {
        let (code, milliseconds) = failure.reason.wireCode
        let status = if case .duplicate = failure.reason { 409 } else { 503 }
        self.init(status, .storageFailed, detail: detail) {
            $0.storage = code
            $0.milliseconds = milliseconds
        }
    }

    /// The movie id of a problem about a movie.
    private var movieID: MovieID? {
        id.flatMap(Int.init).flatMap { try? MovieID($0) }
    }
}
