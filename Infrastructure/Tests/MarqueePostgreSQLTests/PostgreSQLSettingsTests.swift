import MarqueePostgreSQL
import Testing

@Suite("PostgreSQLSettings: the URL, parsed once, the password never shown")
struct PostgreSQLSettingsTests {
    @Test func aFullURLGivesEveryPart() throws {
        let settings = try PostgreSQLSettings(
            url: "postgres://app:s3cret@db.example.org:6543/boxoffice?sslmode=require&pool_max=4")
        #expect(settings.host == "db.example.org")
        #expect(settings.port == 6543)
        #expect(settings.user == "app")
        #expect(settings.password == "s3cret")
        #expect(settings.database == "boxoffice")
        #expect(settings.tls == .require)
        #expect(settings.maximumConnections == 4)
        #expect(settings.statementTimeout == .seconds(10))
    }

    @Test func defaultsArePort5432AndPreferredTLS() throws {
        let settings = try PostgreSQLSettings(url: "postgresql://app@localhost/boxoffice")
        #expect(settings.port == 5432)
        #expect(settings.password == nil)
        #expect(settings.tls == .prefer)
        #expect(settings.redactedURL == "postgres://app@localhost:5432/boxoffice")
    }

    @Test func aPercentEncodedPasswordIsDecoded() throws {
        let settings = try PostgreSQLSettings(url: "postgres://app:p%40ss%3Aw0rd%2F@127.0.0.1:5432/db")
        #expect(settings.password == "p@ss:w0rd/")
    }

    @Test func thePasswordAppearsInNoTextTheSettingsGive() throws {
        let settings = try PostgreSQLSettings(url: "postgres://app:hunter2hunter2@127.0.0.1:5432/db")
        var dumped = ""
        dump(settings, to: &dumped)
        let texts = [
            settings.description, settings.redactedURL, "\(settings.targetDatabase)", String(describing: settings),
            String(reflecting: settings), "\(settings)", dumped,
        ]
        for text in texts {
            #expect(!text.contains("hunter2"), "\(text)")
        }
        #expect(settings.redactedURL == "postgres://app:***@127.0.0.1:5432/db")
    }

    @Test(
        "each unusable URL is refused with what is wrong, never echoing a password",
        arguments: [
            ("mysql://u:topsecret@h/db", PostgreSQLError.URLProblem.notPostgres),
            ("postgres://u:topsecret@/db", .noHost),
            ("postgres://:topsecret@h/db", .noUser),
            ("postgres://u:topsecret@h", .noDatabase),
            ("postgres://u:topsecret@h/a/b", .noDatabase),
            ("postgres://u:topsecret@h:0/db", .portOutOfRange),
            (
                "postgres://u:topsecret@h/db?sslmode=maybe",
                .invalidParameter(
                    name: "sslmode", value: "maybe",
                    allowed: .oneOf(["disable", "prefer", "require", "verify-ca", "verify-full"]))
            ),
            (
                "postgres://u:topsecret@h/db?connect_timeout=0",
                .invalidParameter(name: "connect_timeout", value: "0", allowed: .seconds(1...600))
            ),
            (
                "postgres://u:topsecret@h/db?statement_timeout=-1",
                .invalidParameter(name: "statement_timeout", value: "-1", allowed: .milliseconds(0...86_400_000))
            ),
            (
                "postgres://u:topsecret@h/db?pool_max=1000",
                .invalidParameter(name: "pool_max", value: "1000", allowed: .count(1...100))
            ),
            (
                "postgres://u:topsecret@h/db?application_name=x",
                .unsupportedParameter(
                    name: "application_name",
                    supported: ["sslmode", "sslrootcert", "connect_timeout", "statement_timeout", "pool_max"])
            ),
            ("postgres://u:top secret@h/db", .notAURL),
        ])
    func anUnusableURLIsRefused(url: String, problem: PostgreSQLError.URLProblem) {
        #expect {
            _ = try PostgreSQLSettings(url: url)
        } throws: { error in
            guard let error = error as? PostgreSQLError else { return false }
            return error.kind == .invalidURL(problem) && error.database == nil
                && !String(describing: error).contains("topsecret")
        }
    }

    @Test func anotherDatabaseKeepsTheRest() throws {
        let settings = try PostgreSQLSettings(url: "postgres://app:pw@127.0.0.1:7000/one?statement_timeout=250")
        let other = settings.with(database: "two")
        #expect(other.database == "two")
        #expect(other.port == 7000)
        #expect(other.password == "pw")
        #expect(other.statementTimeout == .milliseconds(250))
    }
}
