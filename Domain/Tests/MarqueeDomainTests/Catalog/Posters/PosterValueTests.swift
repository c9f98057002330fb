import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct PosterValueTests {
    @Test(arguments: [1, 185, 780, 4_000])
    func aPositiveWidthIsASize(width: Int) throws {
        #expect(try PosterSize(width: width).width == width)
    }

    @Test(arguments: [0, -1, Int.min])
    func aWidthBelowOnePixelIsRefused(width: Int) {
        #expect(throws: PosterError.invalidSize(width)) { try PosterSize(width: width) }
    }

    @Test func theStandardSizeIs185Pixels() {
        #expect(PosterSize.standard.width == 185)
    }

    @Test func sizesOrderByWidth() throws {
        #expect(try PosterSize(width: 92) < PosterSize(width: 154))
    }

    @Test func anImageCountsItsBytes() {
        #expect(PosterImage(bytes: [1, 2, 3], mediaType: "image/png").byteCount == 3)
    }
}
