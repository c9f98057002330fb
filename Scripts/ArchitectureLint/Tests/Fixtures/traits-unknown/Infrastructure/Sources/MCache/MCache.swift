public struct Cache {}
