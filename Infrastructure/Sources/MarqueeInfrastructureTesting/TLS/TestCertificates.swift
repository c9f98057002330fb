public import Foundation
import Synchronization

/// A test certificate authority and a server certificate it signed for
/// 127.0.0.1 and localhost, made with `openssl` in a temporary directory
/// (CI installs openssl; a machine without it fails these tests, saying so).
public struct TestCertificates: Sendable {
    /// Where the files are.
    public let directory: URL
    /// The certificate authority (PEM), for a client to trust.
    public var caPath: String { path("ca.pem") }
    /// The server's certificate chain (PEM).
    public var chainPath: String { path("server.pem") }
    /// The server certificate's private key (PEM).
    public var keyPath: String { path("server.key") }
    /// A key of its own, not the server certificate's.
    public var otherKeyPath: String { path("other.key") }

    /// The file `name` in ``directory``.
    public func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Made once per test process, by whichever test asks first; the
    /// others wait for it suspended. `openssl` runs and is waited for off
    /// the task threads: a lazy `static let` made them all block in its
    /// one-time initialiser for as long as four `openssl` runs took (seconds
    /// on a loaded machine), with every task of the test process unscheduled.
    public static func shared() async throws -> TestCertificates {
        let making = making.withLock { making in
            if let making { return making }
            let task = Task { try await TestCertificates.make() }
            making = task
            return task
        }
        return try await making.value
    }

    private static let making = Mutex<Task<TestCertificates, any Error>?>(nil)

    private init(directory: URL) {
        self.directory = directory
    }

    private static func make() async throws -> TestCertificates {
        let certificates = TestCertificates(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tls-\(UUID().uuidString)")
        )
        try await certificates.write()
        return certificates
    }

    private func write() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8).write(
            to: directory.appendingPathComponent("san.cnf"))
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try await openssl(
            ["req", "-x509"] + ec + [
                "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Marquee Test CA",
            ])
        try await openssl(["req"] + ec + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"])
        try await openssl([
            "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "server.pem", "-days", "2", "-extfile", "san.cnf",
        ])
        try await openssl([
            "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", "other.key",
        ])
    }

    private func openssl(_ arguments: [String]) async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = await process.finish(error: errors)
        guard output.status == 0 else {
            throw OpenSSLFailed(arguments: arguments, status: output.status, message: output.stderr)
        }
    }
}

/// `openssl` is missing or failed.
public struct OpenSSLFailed: Error, CustomStringConvertible {
    /// Its arguments.
    public let arguments: [String]
    /// Its exit status.
    public let status: Int32
    /// What it printed on standard error.
    public let message: String

    /// The command, its status and its message.
    public var description: String { "openssl \(arguments.joined(separator: " ")) exited \(status): \(message)" }
}
