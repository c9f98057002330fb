#if Service
import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeInfrastructureTesting
import MarqueeSQLite
import Testing

/// What a desk says, through the built binary, when the service is not what
/// its URL and token expect: a revoked or wrong token, a redirect, a scheme
/// the server does not speak, a reset connection, a private CA. Each gets a
/// sentence of its own (never "the data store refused the login"), exit 1.
@Suite(.serialized) struct DeskWordingTests {
    private func desk(_ url: String, token: String, _ extra: [String: String] = [:]) throws -> MarqueeProcess {
        var environment = ["MARQUEE_SERVER_URL": url, "MARQUEE_DESK_TOKEN": token, "TZ": "UTC"]
        environment.merge(extra) { _, new in new }
        return try MarqueeProcess(environment: environment)
    }

    @Test func aRevokedTokenIsWordedAsARefusedToken() async throws {
        try await withLoopbackService { service, _ in
            let (desk, token) = try await service.desks.add.execute(name: DeskName("foyer"), role: .clerk)
            _ = try await service.desks.revoke.execute(name: desk.name)
            let marquee = try self.desk(service.url.absoluteString, token: token.secret)
            defer { marquee.cleanUp() }
            let listed = try await marquee.run("users", "list")
            #expect(listed.status == 1)
            #expect(
                listed.stderr
                    == "marquee: The box office service at \(service.url.absoluteString) refused this desk's token: it "
                    + "is wrong, or the desk was revoked; ask for a new token (marquee desks add NAME on the server) "
                    + "and set MARQUEE_DESK_TOKEN.\n")
            #expect(!listed.stderr.contains(token.secret))
        }
    }

    @Test func aRedirectIsNotFollowedAndSaysWhereItPointed() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/program", .status(307, headers: ["Location": "http://elsewhere.example/program"]))
        let marquee = try desk("http://127.0.0.1:\(server.port)", token: "marquee_token")
        defer { marquee.cleanUp() }
        let program = try await marquee.run("program")
        #expect(program.status == 1)
        #expect(
            program.stderr
                == "marquee: The box office service at http://127.0.0.1:\(server.port) answered with a redirect to "
                + "http://elsewhere.example/program, which was not followed so the desk token stays with the "
                + "service; set MARQUEE_SERVER_URL to the service's own address.\n")
        #expect(server.requests.allSatisfy { $0.target.hasPrefix("/program") }, "\(server.requests.map(\.target))")
    }

    @Test func anHTTPSURLAtAPlainServerIsAProtocolMismatch() async throws {
        try await withLoopbackService { service, _ in
            let marquee = try desk("https://127.0.0.1:\(service.port)", token: service.clerk.secret)
            defer { marquee.cleanUp() }
            let program = try await marquee.run("program")
            #expect(program.status == 1)
            #expect(
                program.stderr
                    == "marquee: The box office service at https://127.0.0.1:\(service.port) does not speak the "
                    + "protocol its URL asks for (an https:// URL at a plain HTTP server, or the other way round); fix "
                    + "the scheme of MARQUEE_SERVER_URL.\n", "\(program.stderr)")
        }
    }

    @Test func aResetConnectionIsAConnectionLostForAReadAndAnUnknownOutcomeForAWrite() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/program", .reset)
        server.route("/orders", .reset)
        let marquee = try desk("http://127.0.0.1:\(server.port)", token: "marquee_token")
        defer { marquee.cleanUp() }
        let program = try await marquee.run("program")
        #expect(program.status == 1)
        #expect(
            program.stderr.contains("The connection to the box office service at http://127.0.0.1:"),
            "\(program.stderr)")
        let placed = try await marquee.run("orders", "place", "--user", "Ash", "--screening", "s-1", "--quantity", "1")
        #expect(placed.status == 75, "\(placed.stderr)")
        #expect(placed.stderr.contains("so the order may have been placed; see marquee orders list --user Ash"))
    }

    @Test func anHTTPSServiceIsReachedWithItsCAAndRefusedWithoutIt() async throws {
        let certificates = try await TestCertificates.shared()
        let server = try MarqueeProcess(environment: ["TZ": "UTC"])
        defer { server.cleanUp() }
        let token = try #require(try await server.json("desks", "add", "front-1")["token"] as? String)
        let service = try ServeProcess.start(
            server, arguments: ["--tls-cert", certificates.chainPath, "--tls-key", certificates.keyPath],
            scheme: "https")
        defer { service.stop() }
        #expect(service.printed.contains("Serving the box office at https://127.0.0.1:"))
        let trusting = try desk(service.url, token: token, ["MARQUEE_SERVER_CA": certificates.caPath])
        defer { trusting.cleanUp() }
        let program = try await trusting.run("program")
        #expect(program.status == 0, "\(program.stderr)")
        let untrusting = try desk(service.url, token: token)
        defer { untrusting.cleanUp() }
        let refused = try await untrusting.run("program")
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("Cannot set up TLS with the box office service at \(service.url)"),
            "\(refused.stderr)")
        let plain = try desk(service.url.replacingOccurrences(of: "https:", with: "http:"), token: token)
        defer { plain.cleanUp() }
        let mismatch = try await plain.run("program")
        #expect(mismatch.status == 1)
        #expect(mismatch.stderr.contains("it serves HTTPS and the URL says http://"), "\(mismatch.stderr)")
        let badCA = try desk(service.url, token: token, ["MARQUEE_SERVER_CA": certificates.keyPath + ".missing"])
        defer { badCA.cleanUp() }
        let unreadable = try await badCA.run("program")
        #expect(unreadable.status == 64)
        #expect(unreadable.stderr.hasPrefix("marquee: MARQUEE_SERVER_CA names "), "\(unreadable.stderr)")
    }

    @Test func servingBeyondThisMachineWithoutTLSWarnsThatTokensTravelInClear() throws {
        let server = try MarqueeProcess(environment: ["TZ": "UTC"])
        defer { server.cleanUp() }
        let open = try ServeProcess.start(server, arguments: ["--host", "0.0.0.0"], hostInURL: "0.0.0.0")
        open.stop()
        #expect(
            open.errors.contains("marquee: warning: serving on 0.0.0.0 without TLS: desk tokens travel in clear"),
            "\(open.errors)")
        let local = try ServeProcess.start(server)
        local.stop()
        #expect(!local.errors.contains("in clear"))
    }

    @Test func badTLSFilesAreOneLineAndAUsageError() async throws {
        let certificates = try await TestCertificates.shared()
        let server = try MarqueeProcess(environment: ["TZ": "UTC"])
        defer { server.cleanUp() }
        let cases: [([String], String)] = [
            (["--tls-cert", certificates.chainPath], "HTTPS needs both --tls-cert and --tls-key; give --tls-key too."),
            (
                ["--tls-cert", "/nonexistent.pem", "--tls-key", certificates.keyPath],
                "The certificate (--tls-cert) /nonexistent.pem does not exist; give the path of a PEM file."
            ),
            (
                ["--tls-cert", certificates.chainPath, "--tls-key", certificates.otherKeyPath],
                "The private key \(certificates.otherKeyPath) is not the key of the certificate "
                    + "\(certificates.chainPath); give the key the certificate was made for."
            ),
        ]
        for (arguments, message) in cases {
            let served = try await server.run(["serve", "--port", "0"] + arguments)
            #expect(served.status == 64, "\(arguments): \(served.stderr)")
            #expect(served.stderr == "marquee: \(message)\n", "\(arguments)")
        }
    }
}
#endif
