import SearchFeature
import Testing

@Test func emptyIndexFindsNothing() async {
    #expect(await LocalSearch().search("x").isEmpty)
}
