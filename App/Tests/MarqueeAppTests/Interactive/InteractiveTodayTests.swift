import Foundation
import MarqueeInfrastructureTesting
import Testing

/// Issue 36: the Today tab of the full-screen app, through tmux, over the
/// sample cinema (screenings on each of the next days): today's report, a
/// step to tomorrow and back, and Enter to sell tickets for a screening.
@Suite(.serialized) struct InteractiveTodayTests {
    /// `YYYY-MM-DD` of the UTC day `days` after today.
    func utcDay(_ days: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400))
    }

    @Test func todayStepsADayAndSellsForTheScreeningPicked() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let loaded = try await marquee.run("sample", "load", "--seed", "1979")
        #expect(loaded.status == 0, "\(loaded.stderr)")
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        // The search field has focus on Movies: Esc leaves it, then 5 is a tab's digit.
        try app.press("Escape")
        try await Task.sleep(for: .milliseconds(200))
        try app.press("5")
        let today = try await app.waitFor("on \(utcDay(0)) (")
        #expect(today.contains("Time   Hall  Movie") || today.contains("No screening on"), "\(today)")
        try app.press("Right")
        let tomorrow = try await app.waitFor("screenings on \(utcDay(1)) (")
        #expect(tomorrow.contains("Seats ") && tomorrow.contains("taken EUR"), "\(tomorrow)")
        #expect(tomorrow.contains("Enter order tickets"), "\(tomorrow)")
        try app.press("Enter")
        try await app.waitFor("Place the order")
        // The customer field has focus: Esc leaves it before a digit picks a tab.
        try app.press("Escape")
        try await Task.sleep(for: .milliseconds(200))
        try app.press("5", "t")
        try await app.waitFor("on \(utcDay(0)) (")
    }
}
