import MarqueeDomain
import MarqueePresentation
import Testing

/// How unusable movie data is worded: each problem says what was wrong
/// with which answer, and two different problems never read alike.
@Suite struct DataProblemWordingTests {
    @Test func anEmptyAnswerIsWordedAsNoDataNotAsBrokenJSON() {
        let empty = CatalogError.unreadableData(.tmdb, .noData).userMessage
        let broken = CatalogError.unreadableData(.tmdb, .notJSON).userMessage
        #expect(empty.contains("TMDB's answer came with no data"), "\(empty)")
        #expect(!empty.contains("JSON"), "\(empty)")
        #expect(empty != broken)
    }
}
