public struct Server {}
