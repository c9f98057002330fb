import AsyncHTTPClient
import Foundation
import MarqueeHTTPServer
import MarqueeInfrastructureTesting
import NIOHTTP1
import NIOCore
import NIOSSL
import Testing

@Suite struct TLSTests {
    private let certificates: TestCertificates

    init() async throws {
        certificates = try await TestCertificates.shared()
    }

    private func serverSettings() throws -> HTTPServerSettings {
        HTTPServerSettings(
            port: 0,
            tls: try HTTPServerTLS(certificateChainPath: certificates.chainPath, privateKeyPath: certificates.keyPath))
    }

    private func clientTrustingTheTestCA() throws -> HTTPClient {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(certificates.caPath))
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(tlsConfiguration: tls))
    }

    @Test func anHTTPSRequestFromAClientTrustingTheCASucceeds() async throws {
        let server = try await ServerUnderTest.start(settings: try serverSettings())
        defer { Task { await server.stop() } }
        let client = try clientTrustingTheTestCA()
        defer { Task { try await client.shutdown() } }
        var request = HTTPClientRequest(url: "https://127.0.0.1:\(server.port)/whoami")
        request.headers.add(name: "Authorization", value: "Bearer \(ServerUnderTest.token)")
        let answer = try await Answer(client.execute(request, timeout: .seconds(10)))
        #expect(answer.status == 200 && answer.body == "desk-1")
    }

    @Test func aPlainHTTPRequestToTheTLSPortFailsCleanly() async throws {
        let server = try await ServerUnderTest.start(settings: try serverSettings())
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        try connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let answer = await connection.receive(timeout: .seconds(5))
        #expect(!answer.contains("HTTP/1.1 200") && !answer.contains(#""status":"ok""#))
        // The server goes on serving HTTPS after it.
        let client = try clientTrustingTheTestCA()
        defer { Task { try await client.shutdown() } }
        let health = try await Answer(
            client.execute(HTTPClientRequest(url: "https://127.0.0.1:\(server.port)/health"), timeout: .seconds(10)))
        #expect(health.status == 200)
    }

    @Test func aMissingCertificateFileIsNamed() throws {
        let path = certificates.path("none.pem")
        #expect(throws: HTTPServerTLSError.missing(.certificateChain, path: path)) {
            try HTTPServerTLS(certificateChainPath: path, privateKeyPath: certificates.keyPath)
        }
    }

    @Test func aMissingKeyFileIsNamed() throws {
        let path = certificates.path("none.key")
        #expect(throws: HTTPServerTLSError.missing(.privateKey, path: path)) {
            try HTTPServerTLS(certificateChainPath: certificates.chainPath, privateKeyPath: path)
        }
    }

    @Test func anUnreadableFileIsNamed() throws {
        // A directory: unreadable as a file even for root, who reads any file.
        let path = certificates.directory.path
        #expect(throws: HTTPServerTLSError.unreadable(.privateKey, path: path)) {
            try HTTPServerTLS(certificateChainPath: certificates.chainPath, privateKeyPath: path)
        }
        #expect(throws: HTTPServerTLSError.unreadable(.certificateChain, path: path)) {
            try HTTPServerTLS(certificateChainPath: path, privateKeyPath: certificates.keyPath)
        }
    }

    @Test func aCertificateFileThatIsNotPEMIsNamed() throws {
        let path = certificates.path("san.cnf")
        #expect(throws: HTTPServerTLSError.notPEM(.certificateChain, path: path)) {
            try HTTPServerTLS(certificateChainPath: path, privateKeyPath: certificates.keyPath)
        }
    }

    @Test func aKeyFileThatIsNotPEMIsNamed() throws {
        // A certificate where the key should be: PEM, but no key.
        #expect(throws: HTTPServerTLSError.notPEM(.privateKey, path: certificates.chainPath)) {
            try HTTPServerTLS(certificateChainPath: certificates.chainPath, privateKeyPath: certificates.chainPath)
        }
    }

    @Test func aKeyThatIsNotTheCertificatesIsRefused() throws {
        #expect(
            throws: HTTPServerTLSError.keyDoesNotMatchCertificate(
                keyPath: certificates.otherKeyPath, certificatePath: certificates.chainPath)
        ) {
            try HTTPServerTLS(certificateChainPath: certificates.chainPath, privateKeyPath: certificates.otherKeyPath)
        }
    }
}
