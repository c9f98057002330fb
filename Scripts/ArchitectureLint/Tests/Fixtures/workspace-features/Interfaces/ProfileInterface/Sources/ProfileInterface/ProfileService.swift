public import CoreKit

public protocol ProfileService: Sendable {
    func name(of id: Identifier) async -> String?
}
