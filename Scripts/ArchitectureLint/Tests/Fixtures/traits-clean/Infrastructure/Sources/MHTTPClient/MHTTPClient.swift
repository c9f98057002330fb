public struct HTTPClient {}
