import MarqueeData
import MarqueeDomain
import Testing

@Suite struct TMDBPosterWidthTests {
    @Test(arguments: [(92, "w92"), (154, "w154"), (185, "w185"), (342, "w342"), (500, "w500"), (780, "w780")])
    func aSupportedWidthIsUsedExactly(width: Int, segment: String) throws {
        #expect(TMDBPosterWidth.nearest(to: try PosterSize(width: width)).pathSegment == segment)
    }

    @Test(arguments: [(1, "w92"), (93, "w154"), (186, "w342"), (400, "w500"), (779, "w780")])
    func aWidthBetweenTwoGetsTheNextWiderSoNothingIsScaledUp(width: Int, segment: String) throws {
        #expect(TMDBPosterWidth.nearest(to: try PosterSize(width: width)).pathSegment == segment)
    }

    @Test(arguments: [781, 2_000, Int.max])
    func aWidthAbove780GetsTheOriginal(width: Int) throws {
        #expect(TMDBPosterWidth.nearest(to: try PosterSize(width: width)) == .original)
        #expect(TMDBPosterWidth.original.pathSegment == "original")
    }

    @Test func theOriginalIsTheWidest() {
        #expect(TMDBPosterWidth.allCases.max() == .original)
        #expect(TMDBPosterWidth.w92 < .w154)
    }
}
