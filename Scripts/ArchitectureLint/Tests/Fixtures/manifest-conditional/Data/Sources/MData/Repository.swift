public struct Repository {}
