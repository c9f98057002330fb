import Foundation

public struct Movie: Sendable {}
