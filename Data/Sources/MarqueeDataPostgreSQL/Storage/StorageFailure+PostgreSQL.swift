public import MarqueeDomain
public import MarqueePostgreSQL

extension StorageFailure {
    /// The failure the PostgreSQL driver's `error` means, at its database.
    public init(_ error: PostgreSQLError) {
        let reason: Reason =
            switch error.kind {
            case .invalidURL: .cannotOpen
            case let .unreachable(cause): .unreachable(Unreachable(cause))
            case .authenticationFailed: .loginRefused
            case .databaseMissing: .databaseMissing
            case .tlsFailed: .secureConnectionFailed
            case let .statementTimeout(limit): .cancelledAfter(milliseconds: Self.milliseconds(limit))
            case let .timedOut(limit): .timedOut(milliseconds: Self.milliseconds(limit))
            case .connectionLost: .connectionLost
            case let .newerSchema(found, supported): .newerVersion(found: found, supported: supported)
            case .deadlock: .conflict
            case let .uniqueViolation(constraint): .refused(code: constraint)
            case let .server(sqlState): .refused(code: sqlState)
            case .client: .refused(code: "client")
            }
        let place: StoragePlace =
            error.database.map { .server(database: $0.name, address: $0.address, user: $0.user) } ?? .unknown
        self.init(reason, place: place)
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        let (total, past) = whole.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
        guard !past else { return seconds < 0 ? .min : .max }
        return Int(clamping: total)
    }
}

extension StorageFailure.Unreachable {
    init(_ cause: PostgreSQLError.Unreachable) {
        switch cause {
        case .unknownHost: self = .unknownHost
        case .refused: self = .refused
        case .noAnswer: self = .noAnswer
        case .notReady: self = .notReady
        case .full: self = .full
        }
    }
}
