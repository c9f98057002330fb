// Key-to-frame latency of the interactive box office, driven in-process with
// synthetic keys and mouse events against the offline catalog and the sample
// cinema (a week of screenings, customers and orders) plus `orders` more
// orders (10,000 by default; placed through the use cases, one in ten kept,
// the rest cancelled or refunded, so the seats hold) in a temporary database,
// across the Movies, Program (and its cancel overlay), Users, Orders (a
// customer's orders), Today and Halls
// screens and the key map: for each key, the time from handing it to the
// coordinator to the bytes the driver would write, and how many bytes that
// is. The baseline in the same run is a full redraw of the same frame.
//
//   swift run -c release --package-path App marquee-interactive-benchmark [rounds] [orders]
import Foundation
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation
import MarqueeTerminal
import MarqueeTerminalModel

@MainActor
func benchmark() async throws {
    let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20
    let extraOrders = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 10_000
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marquee-benchmark-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let composition = AppComposition(
        configuration: try AppConfiguration(
            dataDirectoryOption: directory.path, sourceOption: .offline, environment: [:]),
        logsToStandardError: false)
    await SampleCinemaViewModel(sample: try await composition.sample(), times: .utc).load()
    // The box office's six tabs, as `marquee` lists them (its Features).
    let boxOffice = try await composition.boxOffice()
    let accounts = try await composition.accounts()
    let orders = try await addOrders(extraOrders, boxOffice: boxOffice, customers: try await accounts.list.execute())
    let sample = SampleOffer(sample: try await composition.sample(), times: .utc)
    let app = ScreenApp(
        tabs: [
            .movies(catalog: try composition.catalog(), source: composition.source),
            .program(boxOffice: boxOffice, times: .utc, sample: sample),
            .orders(boxOffice: boxOffice, times: .utc, customers: accounts.list, clock: composition.clock),
            .users(accounts: accounts, sample: sample),
            .today(boxOffice: boxOffice, times: .utc, clock: composition.clock),
            .halls(boxOffice: boxOffice),
        ], colors: .trueColor)
    let size = (columns: 120, rows: 40)
    var renderer = FrameRenderer(capability: .trueColor)
    var fullRenderer = FrameRenderer(capability: .trueColor)
    app.handle(.resize(TerminalSize(columns: size.columns, rows: size.rows)))
    _ = renderer.render(app.render(columns: size.columns, rows: size.rows))

    let typed: [TerminalEvent] = "the godfather".map { .key(.character($0)) }
    let moves: [TerminalEvent] = [TerminalKey.down, .down, .down, .pageDown, .up, .home, .end].map { .key($0) }
    let erase: [TerminalEvent] = Array(repeating: .key(.backspace), count: 13)
    // Users' Enter opens the first customer's orders on Orders (about a
    // seventh of them all); Today steps a day back and forth.
    let screens: [TerminalEvent] =
        [
            TerminalKey.escape, .character("2"), .down, .down, .pageDown, .end, .home, .character("c"), .escape,
            .character("4"), .down, .up,
            .character("?"), .down, .escape, .enter, .down, .down, .pageDown, .end, .home, .character("5"), .down,
            .left, .right, .character("t"), .character("6"), .down, .up, .character("3"), .down, .character("1"),
            .character("/"),
        ].map { .key($0) }
        + [.mouse(MouseEvent(.wheelDown, at: TerminalPosition(row: 12, column: 10)))]
    let clicks: [TerminalEvent] = [
        .mouse(MouseEvent(.press(.left), at: TerminalPosition(row: 7, column: 10))),
        .mouse(MouseEvent(.wheelDown, at: TerminalPosition(row: 10, column: 10))),
        .mouse(MouseEvent(.wheelUp, at: TerminalPosition(row: 10, column: 10))),
    ]
    // Keys whose answers are loaded before the next key.
    let loads: Set<TerminalEvent> = Set(
        ["2", "3", "4", "5", "6", "c", "t"].map { .key(.character($0)) } + [.key(.enter), .key(.left), .key(.right)])
    var latencies: [Duration] = []
    var slowest: [(Duration, String)] = []
    var bytes: [Int] = []
    var fullBytes: [Int] = []
    var fullLatencies: [Duration] = []
    let timer = ContinuousClock()
    for _ in 0..<rounds {
        for (index, key) in (typed + moves + clicks + erase + screens).enumerated() {
            let start = timer.now
            app.handle(key)
            let frame = app.render(columns: size.columns, rows: size.rows)
            let written = renderer.render(frame)
            latencies.append(timer.now - start)
            slowest.append((timer.now - start, "\(key)"))
            bytes.append(written.count)
            let fullStart = timer.now
            fullRenderer.invalidate()
            fullBytes.append(fullRenderer.render(frame).count)
            fullLatencies.append(timer.now - fullStart)
            // After the title is typed, and after each screen is opened, let
            // the answers arrive and draw their frame (not counted: loading).
            if index == typed.count - 1 || loads.contains(key) {
                await app.settle()
                _ = renderer.render(app.render(columns: size.columns, rows: size.rows))
            }
        }
    }
    func percentile(_ values: [Duration], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        let duration = sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
        let (seconds, attoseconds) = duration.components
        return (Double(seconds) + Double(attoseconds) / 1e18) * 1_000_000
    }
    func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
    print(
        "events: \(latencies.count) over \(rounds) rounds (keys and mouse on Movies, Program and its cancel overlay, Users, Orders, Today, Halls, "
            + "the key map), frame \(size.columns)x\(size.rows), offline catalog and the sample cinema with "
            + "\(orders) orders")
    print(
        String(
            format: "key to frame: median %.0f µs, p99 %.0f µs (target p99 < 16000 µs)",
            percentile(latencies, 0.5), percentile(latencies, 0.99)))
    let top = slowest.sorted { $0.0 > $1.0 }.prefix(5).map { "\($0.1) \(Int(percentile([$0.0], 0))) µs" }
    print("slowest keys: \(top.joined(separator: ", "))")
    print(String(format: "full redraw of the same frames: median %.0f µs", percentile(fullLatencies, 0.5)))
    print(
        "bytes per keystroke: median \(median(bytes)) (full redraw \(median(fullBytes)); ratio "
            + String(format: "%.3f", Double(median(bytes)) / Double(max(median(fullBytes), 1))) + ")")
}

/// Places `count` orders of one or two tickets through the use cases, round
/// the customers and the screenings still on sale; keeps one in ten (every
/// other one of those paid), cancels the rest or pays and refunds them.
/// Returns how many orders the store holds in all.
@MainActor
func addOrders(_ count: Int, boxOffice: BoxOfficeUseCases, customers: [User]) async throws -> Int {
    var screenings = try await boxOffice.program.execute(bookableOnly: true)
    guard !customers.isEmpty else { return 0 }
    var placed = 0
    while placed < count, !screenings.isEmpty {
        let screening = screenings[placed % screenings.count]
        let request = TicketRequest(screeningID: screening.id, quantity: 1 + placed % 2)
        let receipt = try? await boxOffice.place.execute(
            customerNamed: customers[placed % customers.count].name, tickets: [request])
        guard let order = receipt?.order else {
            // Full with the orders kept (or started meanwhile): the next ones go elsewhere.
            screenings.removeAll { $0.id == screening.id }
            continue
        }
        switch placed % 10 {
        case 0: _ = try await boxOffice.pay.execute(order.id)
        case 5: break
        case 1, 3, 7: _ = try await boxOffice.cancel.execute(order.id)
        default:
            _ = try await boxOffice.pay.execute(order.id)
            _ = try await boxOffice.cancel.execute(order.id)
        }
        placed += 1
    }
    return try await boxOffice.orders.execute(OrderFilter()).count
}

try await benchmark()
