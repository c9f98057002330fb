/// A random number generator that gives the same numbers for the same seed
/// (SplitMix64), so the sample cinema is the same every time it is asked for
/// with one seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An identifier such as `s-7k2m9x4qd1`: `prefix`, then ten characters of
    /// Crockford's base-32 alphabet, as the app's own identifiers look.
    mutating func identifier(prefix: String) -> String {
        let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
        return prefix + String((0..<10).map { _ in alphabet[Int(next(upperBound: UInt64(alphabet.count)))] })
    }
}
