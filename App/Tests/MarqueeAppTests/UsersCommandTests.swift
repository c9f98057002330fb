import Foundation
import Testing

/// `marquee users …`, run as the built binary against a real SQLite file.
@Suite struct UsersCommandTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    @Test func usersAreListedByNameIgnoringCase() throws {
        defer { marquee.cleanUp() }
        #expect(
            try marquee.succeed("users", "list") == "No users yet. Register one with: marquee users register <name>\n")
        try marquee.register("dallas")
        try marquee.register("Ash")
        try marquee.register("Ripley")
        let lines = try marquee.succeed("users", "list").split(separator: "\n")
        #expect(lines.first == "3 users")
        #expect(
            lines.dropFirst(2).map { $0.split(separator: " ").last.map(String.init) } == ["Ash", "dallas", "Ripley"])
    }

    @Test func renamingKeepsTheIdentity() throws {
        defer { marquee.cleanUp() }
        let id = try marquee.register("Ripley")
        let renamed = try marquee.json("users", "rename", "ripley", "Ellen.Ripley")
        #expect(renamed["id"] as? String == id)
        #expect(renamed["name"] as? String == "Ellen.Ripley")
        #expect(
            try marquee.succeed("users", "rename", "ellen.ripley", "ELLEN.RIPLEY")
                == "Renamed Ellen.Ripley to ELLEN.RIPLEY (user id \(id)).\n")
    }

    @Test func deletingRemovesTheUser() throws {
        defer { marquee.cleanUp() }
        let id = try marquee.register("Ripley")
        #expect(try marquee.succeed("users", "delete", "RIPLEY") == "Deleted Ripley (user id \(id)).\n")
        #expect(try marquee.json("users", "list")["users"] as? [Any] != nil)
        #expect((try marquee.json("users", "list")["users"] as? [Any])?.isEmpty == true)
    }

    @Test func aTakenNameIsRefusedWhateverItsCase() throws {
        defer { marquee.cleanUp() }
        try marquee.register("Ripley")
        try marquee.expectRefused(["users", "register", "RIPLEY"], status: 1, saying: "is taken")
    }

    @Test func renamingToATakenNameIsRefused() throws {
        defer { marquee.cleanUp() }
        try marquee.register("Ripley")
        try marquee.register("Dallas")
        try marquee.expectRefused(["users", "rename", "Dallas", "ripley"], status: 1, saying: "is taken")
    }

    @Test(arguments: [
        (["users", "register", "Al"], "too few"),
        (["users", "register", "Ellen Ripley"], "A space cannot be in a name"),
        (["users", "register", String(repeating: "x", count: 33)], "too many"),
    ])
    func aMalformedNameIsAUsageError(arguments: [String], phrase: String) throws {
        defer { marquee.cleanUp() }
        try marquee.register("Ripley")
        try marquee.expectRefused(arguments, status: 64, saying: phrase)
    }

    @Test(arguments: [["users", "rename", "Nobody", "Somebody"], ["users", "delete", "Nobody"]])
    func anUnknownUserIsNamed(arguments: [String]) throws {
        defer { marquee.cleanUp() }
        try marquee.register("Ripley")
        try marquee.expectRefused(arguments, status: 1, saying: "No user is named Nobody")
    }

    @Test func aUserWithUnpaidOrdersCannotBeDeleted() throws {
        defer { marquee.cleanUp() }
        try marquee.register("Ripley")
        let order = try marquee.order(user: "Ripley", screening: try marquee.schedule())
        try marquee.expectRefused(["users", "delete", "Ripley"], status: 1, saying: "still has unpaid orders")
        try marquee.succeed("orders", "pay", order)
        try marquee.succeed("users", "delete", "Ripley")
    }
}
