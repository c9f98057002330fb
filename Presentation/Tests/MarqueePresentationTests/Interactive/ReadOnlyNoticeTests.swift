@testable import MarqueePresentation
import MarqueeTerminalModel
import Testing

/// With data that can only be read, the tab bar says "read-only" beside the
/// key map's key, at every size the app draws (issue 36, point 8).
@MainActor
@Suite struct ReadOnlyNoticeTests {
    private func tabBar(_ world: InteractiveWorld) -> String {
        String(world.screenText().split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    @Test(arguments: [(100, 30), (60, 16), (160, 48)])
    func theTabBarSaysReadOnly(columns: Int, rows: Int) throws {
        var world = try InteractiveWorld(readOnly: true)
        world.resize(columns: columns, rows: rows)
        #expect(tabBar(world).hasSuffix("read-only  F1 keys"), "\(tabBar(world))")
        world.press(.escape)
        #expect(tabBar(world).hasSuffix("read-only  ? keys"), "\(tabBar(world))")
        #expect(tabBar(world).contains("1 Movies"))
    }

    @Test func writableDataShowsNoNotice() throws {
        let world = try InteractiveWorld()
        #expect(!tabBar(world).contains("read-only"))
        #expect(tabBar(world).hasSuffix("F1 keys"))
    }
}
