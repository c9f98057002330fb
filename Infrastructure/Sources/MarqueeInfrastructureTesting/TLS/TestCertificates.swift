public import Foundation

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

    /// Made once per test process.
    public static let shared = Result { try TestCertificates() }

    private init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8).write(
            to: directory.appendingPathComponent("san.cnf"))
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(
            ["req", "-x509"] + ec + [
                "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Marquee Test CA",
            ])
        try openssl(["req"] + ec + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"])
        try openssl([
            "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "server.pem", "-days", "2", "-extfile", "san.cnf",
        ])
        try openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", "other.key"])
    }

    private func openssl(_ arguments: [String]) throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OpenSSLFailed(
                arguments: arguments, status: process.terminationStatus,
                message: String(decoding: message, as: UTF8.self))
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
