import Foundation
import Testing

/// Every command's errors through the built binary, one row each: the
/// arguments, what is stored first, the exit status — 64 for what the person
/// typed (a usage error), 1 for what happened (a failure) — and the one line
/// on standard error. (77, not permitted, and 75, outcome unknown, need the
/// Service trait; ServiceRulesTests and LostAnswerTests pin them.)
@Suite struct CommandExitCodeTests {
    /// What is stored before the command runs; its ids fill `{screening}` and `{order}`.
    enum Setup: Sendable {
        case nothing
        /// Ripley registered.
        case customer
        /// Ripley registered and an 80-seat screening of Alien in hall A on 2099-12-24 at 20:00.
        case screening
        /// That, and Ripley's unpaid order for one seat.
        case unpaidOrder
        /// That order, paid.
        case paidOrder
        /// That order, cancelled.
        case cancelledOrder
        /// That order, paid, then refunded.
        case refundedOrder
        /// A marquee.sqlite that is not a database.
        case damagedDatabase
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let setup: Setup
        let status: Int32
        /// A distinctive part of the line on standard error.
        let saying: String

        init(_ arguments: [String], after setup: Setup = .nothing, status: Int32, saying: String) {
            self.arguments = arguments
            self.setup = setup
            self.status = status
            self.saying = saying
        }

        var testDescription: String { "marquee \(arguments.joined(separator: " ")) → \(status)" }
    }

    static let usage: Int32 = 64
    static let failure: Int32 = 1

    static let users: [Case] = [
        Case(["users", "register", "Al"], status: usage, saying: "That name has 2 characters, too few"),
        Case(["users", "register", "Ellen@Ripley"], status: usage, saying: "\"@\" cannot be in a name"),
        Case(["users", "register"], status: usage, saying: "Missing expected argument '<name>'"),
        Case(["users", "register", "RIPLEY"], after: .customer, status: failure, saying: "The name RIPLEY is taken"),
        Case(["users", "register", "Newt"], after: .damagedDatabase, status: failure, saying: "move it aside"),
        Case(["users", "rename", "Ripley", "x@y"], after: .customer, status: usage, saying: "cannot be in a name"),
        Case(["users", "rename", "Nobody", "Somebody"], status: failure, saying: "No user is named Nobody"),
        Case(["users", "delete", "Al"], status: usage, saying: "too few"),
        Case(["users", "delete", "Nobody"], status: failure, saying: "No user is named Nobody"),
        Case(["users", "delete", "Ripley"], after: .unpaidOrder, status: failure, saying: "still has unpaid orders"),
        Case(["users", "list", "--bogus"], status: usage, saying: "Unknown option '--bogus'"),
        Case(["users", "list"], after: .damagedDatabase, status: failure, saying: "move it aside"),
    ]

    static func schedule(_ changes: [String: String]) -> [String] {
        var values = [
            "movie": "348", "--hall": "A", "--at": "2099-12-24T20:00", "--seats": "80", "--price": "12.50 EUR",
            "--runtime": "117",
        ]
        values.merge(changes) { _, new in new }
        let options = ["--hall", "--at", "--seats", "--price", "--runtime"].flatMap { option in
            values[option].map { $0.isEmpty ? [] : [option, $0] } ?? []
        }
        return ["screenings", "schedule", values["movie"] ?? ""] + options
    }

    static let screenings: [Case] = [
        Case(schedule(["--at": "tomorrow"]), status: usage, saying: "\"tomorrow\" is not a date and time"),
        Case(schedule(["--price": "12,50"]), status: usage, saying: "is not a price"),
        Case(schedule(["--hall": "Hall 1"]), status: usage, saying: "is not a hall"),
        Case(schedule(["--seats": "0"]), status: usage, saying: "is not a number of seats"),
        Case(schedule(["--runtime": "0"]), status: usage, saying: "--runtime"),
        Case(schedule(["movie": "abc"]), status: usage, saying: "positive whole number"),
        Case(
            schedule(["movie": "120", "--runtime": ""]), status: usage,
            saying: "give its length in minutes with --runtime"),
        Case(schedule(["--at": "2001-01-01T20:00"]), status: failure, saying: "is not in the future"),
        Case(schedule(["--at": "2099-12-24T21:00"]), after: .screening, status: failure, saying: "Hall A is busy"),
        Case(schedule(["movie": "999999999"]), status: failure, saying: "No movie has id 999999999"),
        Case(schedule([:]), after: .damagedDatabase, status: failure, saying: "move it aside"),
    ]

    static let orders: [Case] = [
        Case(
            ["orders", "place", "--user", "Ripley", "--screening", "{screening}", "--quantity", "0"],
            after: .screening, status: usage, saying: "is not a number of tickets"),
        Case(
            ["orders", "place", "--user", "Ripley", "--screening", "not an id"], status: usage, saying: "is not an id"),
        Case(["orders", "place", "--user", "Al", "--screening", "s-1"], status: usage, saying: "too few"),
        Case(["orders", "place", "--user", "Ripley"], status: usage, saying: "Missing expected argument '--screening"),
        Case(
            [
                "orders", "place", "--user", "Ripley", "--screening", "s-1", "--screening", "s-2", "--screening", "s-3",
                "--quantity", "1", "--quantity", "2",
            ],
            status: usage, saying: "one --quantity per --screening"),
        Case(
            ["orders", "place", "--user", "Nobody", "--screening", "{screening}"], after: .screening,
            status: failure, saying: "No user is named Nobody"),
        Case(
            ["orders", "place", "--user", "Ripley", "--screening", "s-nosuchthing"], after: .customer,
            status: failure, saying: "No screening has id s-nosuchthing"),
        Case(
            ["orders", "place", "--user", "Ripley", "--screening", "{screening}", "--quantity", "81"],
            after: .screening, status: failure, saying: "Only 80 seats are left"),
        Case(["orders", "pay", "not an id"], status: usage, saying: "is not an id"),
        Case(["orders", "pay"], status: usage, saying: "Missing expected argument"),
        Case(["orders", "pay", "-3"], status: usage, saying: "-3 is not a value here: ids, counts and prices"),
        Case(["orders", "pay", "o-nosuchthing"], status: failure, saying: "No order has id o-nosuchthing"),
        Case(["orders", "pay", "{order}"], after: .paidOrder, status: failure, saying: "was paid at"),
        Case(["orders", "pay", "{order}"], after: .cancelledOrder, status: failure, saying: "was cancelled at"),
        Case(["orders", "pay", "o-1"], after: .damagedDatabase, status: failure, saying: "move it aside"),
        Case(["orders", "cancel", "not an id"], status: usage, saying: "is not an id"),
        Case(["orders", "cancel", "o-nosuchthing"], status: failure, saying: "No order has id o-nosuchthing"),
        Case(["orders", "cancel", "{order}"], after: .refundedOrder, status: failure, saying: "was refunded at"),
        Case(["orders", "pay", "{order}"], after: .refundedOrder, status: failure, saying: "was refunded at"),
        Case(["orders", "cancel", "{order}"], after: .cancelledOrder, status: failure, saying: "was cancelled at"),
        Case(["orders", "list", "--user", "Al"], status: usage, saying: "too few"),
        Case(["orders", "list", "--date", "soon"], status: usage, saying: "\"soon\" is not a day"),
        Case(["orders", "list", "--user", "Nobody"], status: failure, saying: "No user is named Nobody"),
        Case(
            ["orders", "list", "--user", "Ripley"], after: .damagedDatabase, status: failure, saying: "move it aside"),
        Case(["orders", "show", "not an id"], status: usage, saying: "is not an id"),
        Case(["orders", "show", "o-nosuchthing"], status: failure, saying: "No order has id o-nosuchthing"),
    ]

    static let movies: [Case] = [
        Case(["movies", "search", ""], status: usage, saying: "empty"),
        Case(["movies", "search", "alien", "--page", "0"], status: usage, saying: "must be at least 1"),
        Case(["movies", "search", "alien", "--page", "500"], status: usage, saying: "past the last page"),
        Case(["movies", "search", "alien", "--page", "two"], status: usage, saying: "is not a page number"),
        Case(["movies", "show", "abc"], status: usage, saying: "positive whole number"),
        // The parser reads -5 as an option; it said "Missing expected argument '<id>'" (issue 36).
        Case(
            ["movies", "show", "-5"], status: usage,
            saying: "marquee: -5 is not a value here: ids, counts and prices are never negative; see "
                + "'marquee movies show --help'."),
        Case(
            ["movies", "show", "999999999"], status: failure,
            saying: "No movie has id 999999999; search for the title to find its id."),
        Case(["movies", "recent", "alien"], status: usage, saying: "Unexpected argument 'alien'"),
        Case(["movies", "recent"], after: .damagedDatabase, status: failure, saying: "move it aside"),
    ]

    static let program: [Case] = [
        Case(["program", "--bogus"], status: usage, saying: "Unknown option '--bogus'"),
        Case(["program"], after: .damagedDatabase, status: failure, saying: "move it aside"),
    ]

    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    /// Stores what `setup` says; returns the placeholders it fills.
    func prepare(_ setup: Setup) async throws -> [String: String] {
        switch setup {
        case .nothing: return [:]
        case .customer:
            try await marquee.register("Ripley")
            return [:]
        case .screening:
            try await marquee.register("Ripley")
            return await ["{screening}": try marquee.schedule()]
        case .unpaidOrder, .paidOrder, .cancelledOrder, .refundedOrder:
            try await marquee.register("Ripley")
            let screening = try await marquee.schedule()
            let order = try await marquee.order(user: "Ripley", screening: screening)
            if setup == .paidOrder || setup == .refundedOrder { try await marquee.succeed("orders", "pay", order) }
            if setup == .refundedOrder { try await marquee.succeed("orders", "cancel", order) }
            if setup == .cancelledOrder { try await marquee.succeed("orders", "cancel", order) }
            return ["{screening}": screening, "{order}": order]
        case .damagedDatabase:
            try FileManager.default.createDirectory(at: marquee.dataDirectory, withIntermediateDirectories: true)
            try Data(repeating: 0x2A, count: 8192).write(
                to: marquee.dataDirectory.appendingPathComponent("marquee.sqlite"))
            return [:]
        }
    }

    func expectEnds(_ row: Case) async throws {
        defer { marquee.cleanUp() }
        let placeholders = try await prepare(row.setup)
        let arguments = row.arguments.map { placeholders[$0] ?? $0 }
        let result = try await marquee.run(arguments, timeZone: "UTC")
        #expect(result.status == row.status, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("marquee: "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(row.saying), "\(result.stderr)")
    }

    @Test(arguments: users) func usersCommands(_ row: Case) async throws { try await expectEnds(row) }
    @Test(arguments: screenings) func screeningsSchedule(_ row: Case) async throws { try await expectEnds(row) }
    @Test(arguments: orders) func ordersCommands(_ row: Case) async throws { try await expectEnds(row) }
    @Test(arguments: movies) func moviesCommands(_ row: Case) async throws { try await expectEnds(row) }
    @Test(arguments: program) func programCommand(_ row: Case) async throws { try await expectEnds(row) }
}
