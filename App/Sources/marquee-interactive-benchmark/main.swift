// Key-to-frame latency of the interactive box office, driven in-process with
// synthetic keys against the offline catalog and an in-memory database: for
// each key, the time from handing it to the coordinator to the bytes the
// driver would write, and how many bytes that is. The baseline in the same
// run is a full redraw of the same frame.
//
//   swift run -c release --package-path App marquee-interactive-benchmark [rounds]
import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeInfrastructure
import MarqueeSQLite
import MarqueeTerminal
import MarqueeTerminalModel
import MarqueeInteractive
import MarqueePresentation

@MainActor
func benchmark() async throws {
    let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20
    let database = try MarqueeDatabase.open(at: .inMemory)
    let catalog = try OfflineCatalogMoviesRepository.bundled()
    let users = SQLiteUserRepository(database: database)
    let store = SQLiteBoxOfficeStore(database: database)
    let clock = SystemTimeSource()
    let queries = SQLiteMovieQueriesRepository(database: database)
    let services = BoxOfficeServices(
        searchMovies: SearchMoviesUseCase(movies: catalog, queries: queries),
        fetchDetails: FetchMovieDetailsUseCase(movies: catalog), fetchPoster: nil,
        fetchRecent: FetchRecentQueriesUseCase(queries: queries), source: .offline, timeSource: clock,
        listProgram: ListProgramUseCase(screenings: store, clock: clock),
        placeOrder: PlaceOrderUseCase(
            users: users, screenings: store, orders: store, ids: RandomIDGenerator(prefix: "o-"), clock: clock),
        payOrder: PayOrderUseCase(orders: store, clock: clock),
        cancelOrder: CancelOrderUseCase(orders: store, clock: clock),
        describeOrder: OrderReceiptUseCase(users: users, screenings: store),
        listOrders: ListCustomerOrdersUseCase(orders: store, users: users, screenings: store),
        registerUser: RegisterUserUseCase(users: users, ids: RandomIDGenerator(prefix: "u-")),
        renameUser: RenameUserUseCase(users: users), deleteUser: DeleteUserUseCase(users: users, orders: store),
        listUsers: ListUsersUseCase(users: users), findUser: FindUserUseCase(users: users)
    )
    let app = BoxOfficeApp(services: services, colors: .trueColor)
    let size = (columns: 120, rows: 40)
    var renderer = FrameRenderer(capability: .trueColor)
    var fullRenderer = FrameRenderer(capability: .trueColor)
    _ = renderer.render(app.render(columns: size.columns, rows: size.rows).terminalGrid)

    let typed: [ScreenKey] = "the godfather".map { .character($0) }
    let moves: [ScreenKey] = [.down, .down, .down, .pageDown, .up, .home, .end]
    let erase: [ScreenKey] = Array(repeating: .backspace, count: 13)
    var latencies: [Duration] = []
    var slowest: [(Duration, String)] = []
    var bytes: [Int] = []
    var fullBytes: [Int] = []
    var fullLatencies: [Duration] = []
    let timer = ContinuousClock()
    for _ in 0..<rounds {
        for (index, key) in (typed + moves + erase).enumerated() {
            let start = timer.now
            await app.handle(key)
            let frame = app.render(columns: size.columns, rows: size.rows).terminalGrid
            let written = renderer.render(frame)
            latencies.append(timer.now - start)
            slowest.append((timer.now - start, "\(key)"))
            bytes.append(written.count)
            let fullStart = timer.now
            fullRenderer.invalidate()
            fullBytes.append(fullRenderer.render(frame).count)
            fullLatencies.append(timer.now - fullStart)
            // After the title is typed, let the search answer and draw its frame.
            if index == typed.count - 1 {
                await app.settle()
                _ = renderer.render(app.render(columns: size.columns, rows: size.rows).terminalGrid)
            }
        }
    }
    func percentile(_ values: [Duration], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        let duration = sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
        return duration.inSeconds * 1_000_000
    }
    func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
    print("keys: \(latencies.count) over \(rounds) rounds, frame \(size.columns)x\(size.rows), offline catalog")
    print(
        String(
            format: "key to frame: median %.0f µs, p99 %.0f µs (target p99 < 16000 µs)",
            percentile(latencies, 0.5), percentile(latencies, 0.99)))
    let top = slowest.sorted { $0.0 > $1.0 }.prefix(5).map { "\($0.1) \(Int($0.0.inSeconds * 1_000_000)) µs" }
    print("slowest keys: \(top.joined(separator: ", "))")
    print(String(format: "full redraw of the same frames: median %.0f µs", percentile(fullLatencies, 0.5)))
    print(
        "bytes per keystroke: median \(median(bytes)) (full redraw \(median(fullBytes)); ratio "
            + String(format: "%.3f", Double(median(bytes)) / Double(max(median(fullBytes), 1))) + ")")
}

try await benchmark()
