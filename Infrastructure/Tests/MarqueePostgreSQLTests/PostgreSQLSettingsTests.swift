import MarqueePostgreSQL
import Testing

@Suite("PostgreSQLSettings: the URL, parsed once, the password never shown")
struct PostgreSQLSettingsTests {
    @Test func aFullURLGivesEveryPart() throws {
        let settings = try PostgreSQLSettings(
            url: "postgres://desk:s3cret@db.example.org:6543/boxoffice?sslmode=require&pool_max=4")
        #expect(settings.host == "db.example.org")
        #expect(settings.port == 6543)
        #expect(settings.user == "desk")
        #expect(settings.password == "s3cret")
        #expect(settings.database == "boxoffice")
        #expect(settings.tls == .require)
        #expect(settings.maximumConnections == 4)
        #expect(settings.statementTimeout == .seconds(10))
    }

    @Test func defaultsArePort5432AndPreferredTLS() throws {
        let settings = try PostgreSQLSettings(url: "postgresql://desk@localhost/boxoffice")
        #expect(settings.port == 5432)
        #expect(settings.password == nil)
        #expect(settings.tls == .prefer)
        #expect(settings.redactedURL == "postgres://desk@localhost:5432/boxoffice")
    }

    @Test func aPercentEncodedPasswordIsDecoded() throws {
        let settings = try PostgreSQLSettings(url: "postgres://desk:p%40ss%3Aw0rd%2F@127.0.0.1:5432/db")
        #expect(settings.password == "p@ss:w0rd/")
    }

    @Test func thePasswordAppearsInNoTextTheSettingsGive() throws {
        let settings = try PostgreSQLSettings(url: "postgres://desk:hunter2hunter2@127.0.0.1:5432/db")
        var dumped = ""
        dump(settings, to: &dumped)
        let texts = [
            settings.description, settings.redactedURL, settings.target, String(describing: settings),
            String(reflecting: settings), "\(settings)", dumped,
        ]
        for text in texts {
            #expect(!text.contains("hunter2"), "\(text)")
        }
        #expect(settings.redactedURL == "postgres://desk:***@127.0.0.1:5432/db")
    }

    @Test(
        "each unusable URL is refused with what is wrong, never echoing a password",
        arguments: [
            ("mysql://u:topsecret@h/db", "must start with postgres://"),
            ("postgres://u:topsecret@/db", "names no host"),
            ("postgres://:topsecret@h/db", "names no user"),
            ("postgres://u:topsecret@h", "names no database"),
            ("postgres://u:topsecret@h/a/b", "more than one path segment"),
            ("postgres://u:topsecret@h:0/db", "between 1 and 65535"),
            ("postgres://u:topsecret@h/db?sslmode=maybe", "sslmode=maybe is not one of disable, prefer, require"),
            ("postgres://u:topsecret@h/db?connect_timeout=0", "connect_timeout=0 must be whole seconds"),
            ("postgres://u:topsecret@h/db?statement_timeout=-1", "statement_timeout=-1 must be milliseconds"),
            ("postgres://u:topsecret@h/db?pool_max=1000", "pool_max=1000 must be a number of connections"),
            ("postgres://u:topsecret@h/db?application_name=x", "the parameter application_name is not supported"),
            ("postgres://u:top secret@h/db", "percent-encoded"),
        ])
    func anUnusableURLIsRefused(url: String, reason: String) {
        #expect {
            _ = try PostgreSQLSettings(url: url)
        } throws: { error in
            let text = String(describing: error)
            return text.contains(reason) && text.hasPrefix("The PostgreSQL URL is not usable: ")
                && !text.contains("topsecret")
        }
    }

    @Test func anotherDatabaseKeepsTheRest() throws {
        let settings = try PostgreSQLSettings(url: "postgres://desk:pw@127.0.0.1:7000/one?statement_timeout=250")
        let other = settings.with(database: "two")
        #expect(other.database == "two")
        #expect(other.port == 7000)
        #expect(other.password == "pw")
        #expect(other.statementTimeout == .milliseconds(250))
    }
}
