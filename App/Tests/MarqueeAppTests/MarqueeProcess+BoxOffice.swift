import Foundation
import MarqueeInfrastructureTesting
import Testing

/// Helpers for the box-office tests: run `marquee` with a fixed time zone,
/// read its JSON, and capture everything stored so a refused command can be
/// shown to have written nothing.
extension MarqueeProcess {
    /// Far enough ahead that the system clock never catches up with a test.
    static let future = "2099-12-24T20:00"

    /// Runs `marquee` with `TZ` set (UTC unless `timeZone` says otherwise).
    func run(_ arguments: [String], timeZone: String) async throws -> Result {
        try await run(arguments, environment: ["TZ": timeZone])
    }

    /// Runs a command that must succeed and returns its standard output.
    @discardableResult
    func succeed(_ arguments: String..., timeZone: String = "UTC") async throws -> String {
        let result = try await run(arguments, timeZone: timeZone)
        try #require(result.status == 0, "marquee \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return result.stdout
    }

    /// Runs a command with `--json` that must succeed and returns the object it printed.
    func json(_ arguments: String..., timeZone: String = "UTC") async throws -> [String: Any] {
        let result = try await run(arguments + ["--json"], timeZone: timeZone)
        try #require(result.status == 0, "marquee \(arguments.joined(separator: " ")) --json failed: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Registers `name` and returns the new user's id.
    @discardableResult
    func register(_ name: String) async throws -> String {
        try #require(try await json("users", "register", name)["id"] as? String)
    }

    /// Schedules Alien (348, in the offline catalog) and returns the screening's id.
    func schedule(seats: Int = 80, price: String = "12.50 EUR", at time: String = future, hall: String = "A")
        async throws
        -> String
    {
        try #require(
            try await json(
                "screenings", "schedule", "348", "--hall", hall, "--at", time, "--seats", String(seats), "--price",
                price, "--runtime", "117"
            )["id"] as? String)
    }

    /// Places an order and returns its id.
    func order(user: String, screening: String, quantity: Int = 1) async throws -> String {
        try #require(
            try await json(
                "orders", "place", "--user", user, "--screening", screening, "--quantity", String(quantity)
            )["id"] as? String)
    }

    /// The program's screenings, as `program --json` prints them.
    func program() async throws -> [[String: Any]] {
        try #require(try await json("program")["screenings"] as? [[String: Any]])
    }

    /// Everything stored, as the listing commands print it: users, the
    /// program, and each user's orders.
    func storedState() async throws -> String {
        var state = await [try run(["users", "list", "--json"], timeZone: "UTC").stdout]
        await state.append(try run(["program", "--json"], timeZone: "UTC").stdout)
        let users = try #require(try await json("users", "list")["users"] as? [[String: Any]])
        for name in users.compactMap({ $0["name"] as? String }) {
            await state.append(try run(["orders", "list", "--user", name, "--json"], timeZone: "UTC").stdout)
        }
        return state.joined(separator: "\n")
    }

    /// Runs a command that must be refused: `status`, nothing on standard
    /// output, one line on standard error containing `phrase`, and nothing
    /// stored changed.
    func expectRefused(
        _ arguments: [String], status: Int32, saying phrase: String, timeZone: String = "UTC",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let before = try await storedState()
        let result = try await run(arguments, timeZone: timeZone)
        #expect(result.status == status, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("marquee: "), sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(phrase), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(
            try await storedState() == before, "\(arguments) changed what is stored", sourceLocation: sourceLocation)
    }

    /// Starts `marquee` without waiting for it; `finish(_:)` collects it.
    func start(_ arguments: [String], timeZone: String = "UTC") throws -> (ChildProcess, Pipe, Pipe) {
        let process = ChildProcess()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": dataDirectory.appendingPathComponent("home").path,
            "MARQUEE_DATA_DIR": dataDirectory.path, "TZ": timeZone,
        ].merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    /// Waits for a process `start(_:)` launched and returns what it did.
    func finish(_ started: (ChildProcess, Pipe, Pipe)) async throws -> Result {
        let (process, out, err) = started
        return try await Self.collect(process, out, err)
    }
}
