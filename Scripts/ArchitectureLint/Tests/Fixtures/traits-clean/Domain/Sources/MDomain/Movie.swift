public struct Movie {}
