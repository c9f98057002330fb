public import CoreKit

public protocol SearchService: Sendable {
    func search(_ text: String) async -> [Identifier]
}
