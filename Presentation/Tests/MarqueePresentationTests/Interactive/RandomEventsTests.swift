@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// A seeded random session over every panel: 10,000 events per seed —
/// keys (Enter, Tab, Esc, letters, digits, `?`, F1, arrows, editing keys),
/// pastes, resizes to random sizes (tiny ones included), clicks and the
/// wheel — delivered alone or in bursts that no answer can interrupt. Now
/// and then a burst is a person filling the order form (still nothing but
/// keys and pastes), so the place button is reached with readable fields.
///
/// It must never crash; every frame must fit the terminal (and its cursor
/// lie inside it); and orders appear only after a place action (Enter on, or
/// a click on, [Place the order]), never more than one per action. Orders
/// are counted in the fake store after each burst, once everything started
/// has finished. A `q` that quits starts a new session.
@MainActor
@Suite struct RandomEventsTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 4]
    nonisolated static let eventsPerSeed = 10_000

    @Test(arguments: seeds)
    func everyFrameFitsTheTerminal(seed: UInt64) async throws {
        let report = try await RandomSession.report(seed: seed)
        #expect(report.frameProblems.isEmpty, "\(report.frameProblems.prefix(5))")
    }

    @Test(arguments: seeds)
    func noOrderIsPlacedWithoutAPlaceAction(seed: UInt64) async throws {
        let report = try await RandomSession.report(seed: seed)
        #expect(report.ordersWithoutAction.isEmpty, "\(report.ordersWithoutAction.prefix(5))")
    }

    @Test(arguments: seeds)
    func eachPlaceActionPlacesAtMostOneOrder(seed: UInt64) async throws {
        let report = try await RandomSession.report(seed: seed)
        #expect(report.extraOrders.isEmpty, "\(report.extraOrders.prefix(5))")
    }

    @Test func theSessionsReachThePlaceButtonAndPlaceOrders() async throws {
        var actions = 0
        var orders = 0
        for seed in Self.seeds {
            let report = try await RandomSession.report(seed: seed)
            actions += report.placeActions
            orders += report.ordersPlaced
        }
        #expect(actions > 0 && orders > 0, "\(actions) place actions, \(orders) orders")
    }
}

/// What one seeded session saw.
struct RandomSessionReport: Sendable {
    var events = 0
    var placeActions = 0
    var ordersPlaced = 0
    var frameProblems: [String] = []
    var ordersWithoutAction: [String] = []
    var extraOrders: [String] = []
}

/// SplitMix64: small, fast and the same on every platform, so a seed names
/// one session for good.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs each seed's session once and shares its report between the tests.
@MainActor
enum RandomSession {
    private static var sessions: [UInt64: Task<RandomSessionReport, any Error>] = [:]

    static func report(seed: UInt64) async throws -> RandomSessionReport {
        if let session = sessions[seed] { return try await session.value }
        let session = Task { @MainActor in try await run(seed: seed) }
        sessions[seed] = session
        return try await session.value
    }

    static let pastes: [String] = [
        "Ripley", "Ripley", "screening-1", "screening-1", "s-2", "1", "2", "3", "0", "alien", "heat", "Dallas",
        "千と千尋", "e\u{0301}", "\u{2764}\u{FE0F}", "👍🏽🇺🇸", "\u{1B}[2J\u{9B}31m", String(repeating: "x", count: 300),
        "348", "A", "2027-01-01 20:00", "12.50 EUR", "id-1", "order-1", "star wars\nempire",
    ]

    static let namedKeys: [TerminalKey] = [
        .enter, .enter, .enter, .tab, .backTab, .escape, .escape, .up, .down, .down, .left, .right, .pageUp,
        .pageDown, .home, .end, .backspace, .delete, .function(1), .character("?"), .control("u"), .control("w"),
        .control("a"), .control("e"), .function(5), TerminalKey(.insert),
    ]

    static func world() throws -> InteractiveWorld {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening("screening-1", capacity: 10_000)
        return try InteractiveWorld(
            users: [ripley, try AccountsFixtures.dallas],
            screenings: [
                screening,
                try BoxOfficeFixtures.screening("s-2", hall: "B", capacity: 2, seatsSold: 2),
                try BoxOfficeFixtures.screening("s-3", movie: MovieFixtures.starWars, hall: "C", startsInMinutes: 90),
            ],
            orders: [try BoxOfficeFixtures.order("order-1", customer: ripley.id, screening: screening)],
            recent: ["alien", "heat"], renderer: CheckerPosterRenderer())
    }

    /// Keys and pastes that fill the order form and press Enter down to the
    /// place button, from wherever Orders' focus is.
    static let orderForm: [TerminalEvent] =
        [.key(.escape), .key(.character("3"))] + Array(repeating: .key(.up), count: 8) + [
            .key(.control("u")), .paste("Ripley"), .key(.enter), .key(.control("u")), .paste("screening-1"),
            .key(.enter), .key(.control("u")), .paste("2"), .key(.enter), .key(.enter), .key(.enter),
        ]

    static func burst(_ random: inout SplitMix64, size: TerminalSize) -> [TerminalEvent] {
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 3 { return orderForm }
        let count = roll < 73 ? 1 : Int.random(in: 2...5, using: &random)
        return (0..<count).map { _ in event(&random, size: size) }
    }

    static func event(_ random: inout SplitMix64, size: TerminalSize) -> TerminalEvent {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<34:
            return .key(namedKeys.randomElement(using: &random) ?? .enter)
        case 34..<52:
            let letters = Array("abcdefghijklmnopqrstuvwxyzbcdjknprsy")
            return .key(.character(letters.randomElement(using: &random) ?? "a"))
        case 52..<60:
            return .key(.character(Character(String(Int.random(in: 0...9, using: &random)))))
        case 60..<70:
            if Int.random(in: 0..<200, using: &random) == 0 {
                return .paste(String(repeating: "a\u{0301}b", count: 35_000))
            }
            return .paste(pastes.randomElement(using: &random) ?? "")
        case 70..<75:
            let tiny = Bool.random(using: &random)
            return .resize(
                TerminalSize(
                    columns: Int.random(in: 0...(tiny ? 70 : 220), using: &random),
                    rows: Int.random(in: 0...(tiny ? 20 : 70), using: &random)))
        case 75..<96:
            let position = TerminalPosition(
                row: Int.random(in: 0...max(0, size.rows), using: &random),
                column: Int.random(in: 0...max(0, size.columns), using: &random))
            return .mouse(MouseEvent(.press(.left), at: position))
        default:
            let actions: [MouseEvent.Action] = [.wheelUp, .wheelDown, .release, .drag(.left), .press(.right)]
            let position = TerminalPosition(
                row: Int.random(in: 0..<max(1, size.rows), using: &random),
                column: Int.random(in: 0..<max(1, size.columns), using: &random))
            return .mouse(MouseEvent(actions.randomElement(using: &random) ?? .wheelDown, at: position))
        }
    }

    /// Whether `event` asks the app shown to place an order.
    static func isPlaceAction(_ event: TerminalEvent, in app: ScreenApp) -> Bool {
        guard app.isUsable, app.confirmation == nil, app.keyMap == nil, app.current === app.orders else { return false }
        switch event {
        case .key(.enter): return app.orders.focus == .place
        case let .mouse(mouse) where mouse.action == .press(.left):
            guard app.body.contains(mouse.position) else { return false }
            return app.orders.controlRows.contains {
                $0.0 == .place && $0.row == mouse.position.row && $0.columns.contains(mouse.position.column)
            }
        default: return false
        }
    }

    static func frameProblem(_ grid: TerminalGrid, size: TerminalSize) -> String? {
        guard grid.columns == size.columns, grid.rows == size.rows else {
            return "frame \(grid.columns)×\(grid.rows) for a \(size) terminal"
        }
        if let wide = grid.lines.firstIndex(where: { DisplayWidth.of($0) > size.columns }) {
            return "row \(wide) is wider than \(size.columns): \(grid.lines[wide].debugDescription)"
        }
        if let cursor = grid.cursor, !grid.contains(row: cursor.row, column: cursor.column) {
            return "cursor \(cursor) outside a \(size) terminal"
        }
        return nil
    }

    static func run(seed: UInt64) async throws -> RandomSessionReport {
        var random = SplitMix64(seed: seed)
        var report = RandomSessionReport()
        var world = try world()
        var orders = await world.cinema.store.storedOrders.count
        while report.events < RandomEventsTests.eventsPerSeed {
            var actions = 0
            for event in burst(&random, size: world.size) {
                report.events += 1
                if isPlaceAction(event, in: world.app) { actions += 1 }
                if case let .resize(size) = event {
                    world.resize(columns: size.columns, rows: size.rows)
                } else {
                    world.app.handle(event)
                }
                if let problem = frameProblem(world.frame(), size: world.size) {
                    report.frameProblems.append("event \(report.events) (\(event)): \(problem)")
                }
            }
            await world.settle()
            let now = await world.cinema.store.storedOrders.count
            let placed = now - orders
            report.placeActions += actions
            report.ordersPlaced += max(0, placed)
            if placed > 0, actions == 0 {
                report.ordersWithoutAction.append("event \(report.events): \(placed) order(s) without a place action")
            }
            if placed > actions {
                report.extraOrders.append("event \(report.events): \(placed) order(s) from \(actions) place action(s)")
            }
            orders = now
            if world.app.isFinished {
                world = try self.world()
                orders = await world.cinema.store.storedOrders.count
            }
        }
        return report
    }
}
