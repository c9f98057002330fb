public import Foundation

/// What the ``TestHTTPServer`` does with one request: answer, answer late,
/// or fail in one of the ways real networks fail.
public indirect enum TestHTTPBehaviour: Sendable {
    /// Answers with a status, headers and body (`Content-Length` is added).
    case respond(status: Int, headers: [String: String], body: Data)
    /// Waits, then behaves as `then`; gives up early if the client hangs up.
    case delayed(Duration, then: TestHTTPBehaviour)
    /// Sends the head announcing `declaredLength` bytes, only `body`, then
    /// closes the connection: a connection dropped mid-body.
    case closeMidBody(status: Int, declaredLength: Int, body: Data)
    /// Sends the head announcing `declaredLength` bytes and only `body`, then
    /// sends nothing more until the client hangs up or the server stops: a
    /// body that stalls after its head arrived.
    case stallMidBody(status: Int, declaredLength: Int, body: Data)
    /// Resets the connection (TCP RST) without answering.
    case reset
    /// Reads the request and never answers, until the client hangs up or the
    /// server stops.
    case neverAnswer

    /// A JSON answer with `Content-Type: application/json`.
    public static func json(_ json: String, status: Int = 200, headers: [String: String] = [:]) -> TestHTTPBehaviour {
        var allHeaders = ["Content-Type": "application/json"]
        allHeaders.merge(headers) { _, new in new }
        return .respond(status: status, headers: allHeaders, body: Data(json.utf8))
    }

    /// A plain answer with an optional text body.
    public static func status(_ status: Int, headers: [String: String] = [:], body: String = "") -> TestHTTPBehaviour {
        .respond(status: status, headers: headers, body: Data(body.utf8))
    }
}
