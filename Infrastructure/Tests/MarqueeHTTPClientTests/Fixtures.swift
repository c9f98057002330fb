import Foundation
import Logging
import MarqueeHTTPClient
import MarqueeHTTPClientTesting
import MarqueeInfrastructureTesting

/// A generic paged list, the shape of many JSON APIs.
struct ItemPage: Decodable, Sendable, Equatable {
    struct Item: Decodable, Sendable, Equatable {
        let id: Int
        let name: String
    }

    let page: Int
    let results: [Item]
}

enum Fixtures {
    static let pageJSON = #"{"page":1,"results":[{"id":7,"name":"Seven"},{"id":8,"name":"Eight"}]}"#
    static let expectedPage = ItemPage(page: 1, results: [.init(id: 7, name: "Seven"), .init(id: 8, name: "Eight")])

    /// A retry policy with fixed jitter and tiny waits.
    static func retryPolicy(maxRetries: Int = 2) -> RetryPolicy {
        RetryPolicy(
            maxRetries: maxRetries, baseDelay: .milliseconds(10), maxDelay: .milliseconds(40), jitter: .constant(0))
    }

    static func service(
        _ server: TestHTTPServer,
        retryPolicy: RetryPolicy = Fixtures.retryPolicy(),
        timeout: Duration = .seconds(30),
        maximumResponseBytes: Int = NetworkConfig.defaultMaximumResponseBytes,
        defaultHeaders: [String: String] = [:],
        defaultQueryItems: [QueryItem] = [],
        redactor: Redactor = Redactor(),
        sleeper: Sleeper = RecordingSleeper().sleeper,
        logger: Logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    ) throws -> HTTPClientNetworkService {
        let config = try NetworkConfig(
            baseURL: server.baseURL + "/3",
            defaultHeaders: defaultHeaders,
            defaultQueryItems: defaultQueryItems,
            timeout: timeout,
            maximumResponseBytes: maximumResponseBytes,
            retryPolicy: retryPolicy,
            redactor: redactor
        )
        return HTTPClientNetworkService(config: config, logger: logger, sleeper: sleeper)
    }

    static let items = Endpoint<ItemPage>(path: "/items")
}
