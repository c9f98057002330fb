import Foundation
import NIOSSL

/// HTTPS for an ``HTTPServer``: a certificate chain and its private key, read
/// from PEM files and checked once, when this value is made, so a server
/// never starts with a certificate it cannot serve.
public struct HTTPServerTLS: Sendable {
    /// The certificate chain's PEM file: the server's certificate first, then
    /// any intermediates.
    public let certificateChainPath: String
    /// The private key's PEM file (of the chain's first certificate).
    public let privateKeyPath: String
    let configuration: TLSConfiguration

    /// Reads and checks the two files.
    ///
    /// - Parameters:
    ///   - certificateChainPath: The certificate chain's PEM file.
    ///   - privateKeyPath: The private key's PEM file.
    /// - Throws: ``HTTPServerTLSError``, naming the file and what is wrong
    ///   with it: missing, unreadable, not PEM, or a key that does not
    ///   belong to the certificate.
    public init(certificateChainPath: String, privateKeyPath: String) throws(HTTPServerTLSError) {
        let chainBytes = try Self.read(certificateChainPath, as: .certificateChain)
        let keyBytes = try Self.read(privateKeyPath, as: .privateKey)
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMBytes(chainBytes)
        } catch {
            throw .notPEM(.certificateChain, path: certificateChainPath)
        }
        guard !chain.isEmpty else { throw .notPEM(.certificateChain, path: certificateChainPath) }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(bytes: keyBytes, format: .pem)
        } catch {
            throw .notPEM(.privateKey, path: privateKeyPath)
        }
        let configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        // BoringSSL refuses a key whose public half is not the leaf
        // certificate's when the context is made; make one now so the
        // mismatch is found here, not at the first handshake.
        do {
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .keyDoesNotMatchCertificate(keyPath: privateKeyPath, certificatePath: certificateChainPath)
        }
        self.certificateChainPath = certificateChainPath
        self.privateKeyPath = privateKeyPath
        self.configuration = configuration
    }

    private static func read(_ path: String, as file: HTTPServerTLSFile) throws(HTTPServerTLSError) -> [UInt8] {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(file, path: path) }
        guard let contents = FileManager.default.contents(atPath: path) else { throw .unreadable(file, path: path) }
        return Array(contents)
    }
}

/// Which of the two TLS files an ``HTTPServerTLSError`` is about.
public enum HTTPServerTLSFile: Sendable, Equatable {
    /// The certificate chain.
    case certificateChain
    /// The private key.
    case privateKey
}

/// Why ``HTTPServerTLS`` cannot serve HTTPS with the files it was given;
/// each case names the file (the application words it for the operator).
public enum HTTPServerTLSError: Error, Equatable, Sendable {
    /// Nothing exists at the path.
    case missing(HTTPServerTLSFile, path: String)
    /// The path exists but cannot be read (permissions, or a directory).
    case unreadable(HTTPServerTLSFile, path: String)
    /// The file holds no PEM certificate or private key that can be parsed.
    case notPEM(HTTPServerTLSFile, path: String)
    /// The private key is not the key of the chain's first certificate.
    case keyDoesNotMatchCertificate(keyPath: String, certificatePath: String)
}
