import MarqueeTerminalModel
import Testing

@Suite struct ColorCapabilityTests {
    @Test func noColorWithAnyNonEmptyValueTurnsColourOff() {
        #expect(
            ColorCapability.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == ColorCapability.none)
        #expect(ColorCapability.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
    }

    @Test func colortermTruecolorOr24bitMeansTrueColour() {
        #expect(ColorCapability.detect(environment: ["COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorCapability.detect(environment: ["COLORTERM": "24bit", "TERM": "xterm"]) == .trueColor)
    }

    @Test func termWith256colorMeans256ElseSixteen() {
        #expect(ColorCapability.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ColorCapability.detect(environment: ["TERM": "screen-256color", "COLORTERM": "yes"]) == .indexed256)
        #expect(ColorCapability.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorCapability.detect(environment: [:]) == .ansi16)
    }

    @Test func rgbDowngradesToTheNearestXterm256Colour() {
        #expect(TerminalColor.rgb(255, 0, 0).downgraded(to: .indexed256) == .indexed(196))
        #expect(TerminalColor.rgb(0, 0, 0).downgraded(to: .indexed256) == .indexed(16))
        #expect(TerminalColor.rgb(255, 255, 255).downgraded(to: .indexed256) == .indexed(231))
        #expect(TerminalColor.rgb(128, 128, 128).downgraded(to: .indexed256) == .indexed(244))
        #expect(TerminalColor.rgb(95, 135, 175).downgraded(to: .indexed256) == .indexed(67))
        #expect(TerminalColor.rgb(100, 140, 170).downgraded(to: .indexed256) == .indexed(67))
    }

    @Test func rgbAndIndexedDowngradeToTheNearestSixteen() {
        #expect(TerminalColor.rgb(250, 10, 10).downgraded(to: .ansi16) == .ansi(9))
        #expect(TerminalColor.rgb(190, 0, 0).downgraded(to: .ansi16) == .ansi(1))
        #expect(TerminalColor.rgb(10, 10, 10).downgraded(to: .ansi16) == .ansi(0))
        #expect(TerminalColor.indexed(196).downgraded(to: .ansi16) == .ansi(9))
        #expect(TerminalColor.indexed(4).downgraded(to: .ansi16) == .ansi(4))
    }

    @Test func noColourMeansDefaultAndTrueColourKeepsEverything() {
        #expect(TerminalColor.rgb(1, 2, 3).downgraded(to: .none) == .default)
        #expect(TerminalColor.ansi(3).downgraded(to: .none) == .default)
        #expect(TerminalColor.rgb(1, 2, 3).downgraded(to: .trueColor) == .rgb(1, 2, 3))
    }
}
