import MarqueeTerminalModel
import MarqueeImages
import Testing

@Suite struct HalfBlockImageTests {
    private func image(width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)) throws -> RGBImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                pixels += [red, green, blue]
            }
        }
        return try #require(RGBImage(width: width, height: height, pixels: pixels))
    }

    @Test func boxFilterAveragesTheCoveredPixels() throws {
        let checker = try image(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? (0, 0, 0) : (200, 100, 50) }
        let small = checker.scaled(toWidth: 2, height: 2)
        #expect(small.width == 2 && small.height == 2)
        #expect(small.pixel(x: 1, y: 1) == (100, 50, 25))
    }

    @Test func fittingKeepsTheShapeInsideTheCellBox() throws {
        let poster = try image(width: 200, height: 300) { _, _ in (1, 2, 3) }
        let fitted = poster.fitted(columns: 40, rows: 20)
        #expect(fitted.width == 27 && fitted.height == 40)
        let wide = try image(width: 300, height: 100) { _, _ in (1, 2, 3) }.fitted(columns: 30, rows: 20)
        #expect(wide.width == 30 && wide.height == 10)
    }

    @Test func eachCellIsAnUpperHalfBlockWithTopAndBottomColours() throws {
        let stripes = try image(width: 2, height: 3) { _, y in y == 0 ? (255, 0, 0) : y == 1 ? (0, 0, 255) : (0, 255, 0)
        }
        let cells = HalfBlockImage(stripes, capability: .trueColor)
        #expect(cells.rows.count == 2 && cells.width == 2)
        #expect(
            cells.rows[0][0]
                == TerminalCell("▀", style: TerminalStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))))
        #expect(
            cells.rows[1][1]
                == TerminalCell("▀", style: TerminalStyle(foreground: .rgb(0, 255, 0), background: .default)))
    }

    @Test func coloursAreDowngradedTo256() throws {
        let red = try image(width: 1, height: 2) { _, _ in (255, 0, 0) }
        let cells = HalfBlockImage(red, capability: .indexed256)
        #expect(cells.rows[0][0].style == TerminalStyle(foreground: .indexed(196), background: .indexed(196)))
    }

    @Test func withoutColourCellsAreShadesByBrightness() throws {
        let image = try image(width: 2, height: 2) { x, _ in x == 0 ? (0, 0, 0) : (255, 255, 255) }
        let cells = HalfBlockImage(image, capability: .none)
        #expect(cells.rows[0].map(\.content) == [.grapheme(" "), .grapheme("█")])
    }

    @Test func aDecodedFixtureRendersToCells() throws {
        let decoded = try JPEGDecoder().decode(JPEGDecoderTests.fixture("quadrants-16x8"))
        let cells = HalfBlockImage(decoded.fitted(columns: 8, rows: 2), capability: .trueColor)
        #expect(cells.rows.count == 2 && cells.width == 8)
        guard case .rgb(let red, _, _) = cells.rows[0][0].style.foreground else {
            Issue.record("expected 24-bit colour")
            return
        }
        #expect(red > 230)
    }
}
