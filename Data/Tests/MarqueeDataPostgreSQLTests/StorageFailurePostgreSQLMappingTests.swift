import MarqueeDataPostgreSQL
import MarqueeDomain
import MarqueePostgreSQL
import Testing

/// The PostgreSQL driver's errors as the stores report them: one
/// `StorageFailure` reason per kind, placed on the database it happened on
/// (never with a password). Needs no server.
///
/// | `PostgreSQLError.Kind` | `StorageFailure.Reason` |
/// |---|---|
/// | `invalidURL(_)` | `cannotOpen` |
/// | `unreachable(unknownHost, refused, noAnswer, notReady, full)` | `unreachable(` the same `)` |
/// | `authenticationFailed` | `loginRefused` |
/// | `databaseMissing` | `databaseMissing` |
/// | `tlsFailed` | `secureConnectionFailed` |
/// | `statementTimeout(d)` | `cancelledAfter(milliseconds:)`, d in whole milliseconds |
/// | `timedOut(d)` | `timedOut(milliseconds:)`, d in whole milliseconds (past `Int`: a disabled test, a bug) |
/// | `connectionLost` | `connectionLost` |
/// | `newerSchema(found, supported)` | `newerVersion(found, supported)` |
/// | `deadlock` | `conflict` |
/// | `uniqueViolation(constraint)` | `refused(constraint)` |
/// | `server(sqlState)` | `refused(sqlState)` |
/// | `client` | `refused("client")` |
/// | no database known | placed `unknown` |
@Suite struct StorageFailurePostgreSQLMappingTests {
    static let target = PostgreSQLTarget(name: "marquee", address: "db.example:5432", user: "desk")
    static let place = StoragePlace.server(database: "marquee", address: "db.example:5432", user: "desk")

    @Test(arguments: [
        (PostgreSQLError.Kind.invalidURL(.noHost), StorageFailure.Reason.cannotOpen),
        (.unreachable(.unknownHost), .unreachable(.unknownHost)), (.unreachable(.refused), .unreachable(.refused)),
        (.unreachable(.noAnswer), .unreachable(.noAnswer)), (.unreachable(.notReady), .unreachable(.notReady)),
        (.unreachable(.full), .unreachable(.full)), (.authenticationFailed, .loginRefused),
        (.databaseMissing, .databaseMissing), (.tlsFailed, .secureConnectionFailed),
        (.statementTimeout(.milliseconds(1_500)), .cancelledAfter(milliseconds: 1_500)),
        (.timedOut(.seconds(5)), .timedOut(milliseconds: 5_000)), (.connectionLost, .connectionLost),
        (.newerSchema(found: 4, supported: 3), .newerVersion(found: 4, supported: 3)), (.deadlock, .conflict),
        (.uniqueViolation(constraint: "users_pkey"), .refused(code: "users_pkey")),
        (.server(sqlState: "42P01"), .refused(code: "42P01")), (.client, .refused(code: "client")),
    ])
    func eachKindOfDriverErrorIsOneReasonOnItsDatabase(kind: PostgreSQLError.Kind, reason: StorageFailure.Reason) {
        let failure = StorageFailure(PostgreSQLError(kind: kind, database: Self.target, detail: "x"))
        #expect(failure == StorageFailure(reason, place: Self.place))
    }

    @Test func aFailureWithoutADatabaseIsPlacedUnknown() {
        let failure = StorageFailure(PostgreSQLError(kind: .invalidURL(.notPostgres), database: nil))
        #expect(failure == StorageFailure(.cannotOpen, place: .unknown))
    }

    @Test(arguments: [
        (Duration.milliseconds(1), 1), (.microseconds(1_999), 1), (.microseconds(999), 0), (.seconds(0), 0),
        (.seconds(9_223_372_036_854_775), 9_223_372_036_854_775_000),
    ])
    func durationsAreWholeMilliseconds(duration: Duration, milliseconds: Int) {
        let failure = StorageFailure(PostgreSQLError(kind: .timedOut(duration), database: Self.target))
        #expect(failure.reason == .timedOut(milliseconds: milliseconds))
    }

    @Test
    func aDurationPastWhatIntHoldsInMillisecondsIsClamped() {
        let failure = StorageFailure(PostgreSQLError(kind: .timedOut(.seconds(Int64.max)), database: Self.target))
        #expect(failure.reason == .timedOut(milliseconds: Int.max))
    }
}
