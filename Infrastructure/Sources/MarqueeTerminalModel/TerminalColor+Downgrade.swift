extension TerminalColor {
    /// xterm's default RGB values for the 16 basic colours.
    static let ansiPalette: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// This colour as the terminal can show it: RGB becomes the nearest of
    /// xterm's 256 colours or of the 16 basic ones; with no colour, `.default`.
    public func downgraded(to capability: ColorCapability) -> TerminalColor {
        switch (capability, self) {
        case (_, .default), (.trueColor, _):
            return self
        case (.none, _):
            return .default
        case (.indexed256, .rgb(let red, let green, let blue)):
            return .indexed(Self.nearestIndexed(red, green, blue))
        case (.indexed256, _):
            return self
        case (.ansi16, .ansi):
            return self
        case (.ansi16, .indexed(let index)) where index < 16:
            return .ansi(index)
        case (.ansi16, _):
            let (red, green, blue) = rgbValue
            return .ansi(Self.nearestANSI(red, green, blue))
        }
    }

    /// The RGB this colour stands for in xterm's default palette.
    public var rgbValue: (UInt8, UInt8, UInt8) {
        switch self {
        case .default: return (0, 0, 0)
        case .rgb(let red, let green, let blue): return (red, green, blue)
        case .ansi(let index): return Self.ansiPalette[Int(index % 16)]
        case .indexed(let index): return Self.indexedRGB(index)
        }
    }

    static func indexedRGB(_ index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return ansiPalette[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return (level, level, level)
        }
    }

    /// The nearest colour of the 6×6×6 cube or the 24-step grey ramp.
    static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let (r, g, b) = (Int(red), Int(green), Int(blue))
        let cube = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cubeIndex = 16 + 36 * cube.0 + 6 * cube.1 + cube.2
        let cubeDistance = distance((r, g, b), (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2]))
        let average = (r + g + b) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyLevel = 8 + 10 * greyStep
        let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }

    /// The nearest of the 16 basic colours.
    static func nearestANSI(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let target = (Int(red), Int(green), Int(blue))
        var best = 0
        var bestDistance = Int.max
        for (index, colour) in ansiPalette.enumerated() {
            let candidate = distance(target, (Int(colour.0), Int(colour.1), Int(colour.2)))
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return UInt8(best)
    }

    private static func cubeStep(_ value: Int) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }

    private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (lhs.0 - rhs.0, lhs.1 - rhs.1, lhs.2 - rhs.2)
        return dr * dr + dg * dg + db * db
    }
}
