import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct ManualTimeSourceTests {
    @Test func standsStillUntilMoved() async {
        let clock = ManualTimeSource()
        #expect(await clock.now() == SharedFixtures.now)
        #expect(await clock.now() == SharedFixtures.now)
        await clock.advance(minutes: 90)
        #expect(await clock.now() == SharedFixtures.now(plus: 90))
        await clock.set(.epoch)
        #expect(await clock.now() == .epoch)
    }
}

@Suite struct IncrementingIDGeneratorTests {
    @Test func countsFromTheStart() async {
        let ids = IncrementingIDGenerator(prefix: "order-", start: 7)
        #expect(await ids.peek() == "order-7")
        #expect(await ids.nextID() == "order-7")
        #expect(await ids.nextID() == "order-8")
        #expect(await ids.issued == ["order-7", "order-8"])
    }

    @Test func neverRepeatsUnderConcurrentUse() async {
        let ids = IncrementingIDGenerator()
        let issued = await withTaskGroup(of: String.self) { group in
            for _ in 0..<100 { group.addTask { await ids.nextID() } }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(issued.count == 100)
    }
}
