import MarqueeHTTPClient
import Testing

/// Secrets in settings text that `Scripts/fuzz settings` found shown where
/// they should not be, each with its reproducer; both fixed.
@Suite struct FuzzedSecretTests {
    /// Fuzz input `[0x2F, 0x2F, 0x3A, 0x40]` (`//:@`, its password planted by
    /// the target). `Redactor.redact(url:)` looks for user info only after
    /// `://`, so a scheme-relative URL (`//user:password@host`, which `URL`
    /// parses with that password) keeps it; `NetworkConfig` rejects such a
    /// base URL and puts the unredacted text into its error.
    @Test
    func aSchemeRelativeBaseURLsPasswordStaysOutOfTheError() {
        let url = "//user:hunter2@api.themoviedb.org/3"
        #expect(!Redactor().redact(url: url).contains("hunter2"))
        let error = #expect(throws: NetworkError.self) { try NetworkConfig(baseURL: url) }
        #expect(error?.description.contains("hunter2") == false)
    }

    /// Fuzz input `Corpus/settings/scheme-relative-then-scheme`: a
    /// scheme-relative URL with a `://` further on kept its first password
    /// (the Redactor looked for the first `://` before the leading `//`).
    @Test func aSchemeRelativeURLWithASchemeFurtherOnKeepsNoPassword() {
        let url = "//postgres:hunter2@h:70000/db/ex://u:pw@h/db"
        #expect(!Redactor().redact(url: url).contains("hunter2"))
    }

    /// `dump(proxy)` walks HTTPProxy's stored properties, credentials
    /// included: its description hides them, its mirror does not
    /// (PostgreSQLSettings gives itself a mirror that hides its password).
    /// Interpolating a proxy, a ProxyEnvironment or a NetworkConfig is safe.
    @Test
    func dumpingAProxyShowsNoCredentials() throws {
        let proxy = try HTTPProxy(url: "http://ripley:hunter2@proxy.corp:3128/")
        var dumped = ""
        dump(proxy, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(!dumped.contains("ripley"))
    }
}
