public struct Movie: Sendable {}
