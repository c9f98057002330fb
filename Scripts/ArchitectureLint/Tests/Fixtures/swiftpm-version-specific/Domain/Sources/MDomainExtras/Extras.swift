public struct Extras {}
