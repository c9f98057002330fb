import Foundation
import Testing

/// `marquee users …`, run as the built binary against a real SQLite file.
@Suite struct UsersCommandTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    @Test func usersAreListedByNameIgnoringCase() async throws {
        defer { marquee.cleanUp() }
        #expect(
            try await marquee.succeed("users", "list")
                == "No users yet. Register one with: marquee users register <name>\n")
        try await marquee.register("dallas")
        try await marquee.register("Ash")
        try await marquee.register("Ripley")
        let lines = try await marquee.succeed("users", "list").split(separator: "\n")
        #expect(lines.first == "3 users")
        #expect(
            lines.dropFirst(2).map { $0.split(separator: " ").last.map(String.init) } == ["Ash", "dallas", "Ripley"])
    }

    @Test func renamingKeepsTheIdentity() async throws {
        defer { marquee.cleanUp() }
        let id = try await marquee.register("Ripley")
        let renamed = try await marquee.json("users", "rename", "ripley", "Ellen.Ripley")
        #expect(renamed["id"] as? String == id)
        #expect(renamed["name"] as? String == "Ellen.Ripley")
        #expect(
            try await marquee.succeed("users", "rename", "ellen.ripley", "ELLEN.RIPLEY")
                == "Renamed Ellen.Ripley to ELLEN.RIPLEY (user id \(id)).\n")
    }

    @Test func deletingRemovesTheUser() async throws {
        defer { marquee.cleanUp() }
        let id = try await marquee.register("Ripley")
        #expect(try await marquee.succeed("users", "delete", "RIPLEY") == "Deleted Ripley (user id \(id)).\n")
        #expect(try await marquee.json("users", "list")["users"] as? [Any] != nil)
        #expect(await (try marquee.json("users", "list")["users"] as? [Any])?.isEmpty == true)
    }

    /// Issue 36: "Jean Dupont" was refused ("A space cannot be in a name"), and "Zoë" ("ASCII only").
    @Test func namesAreWhatPeopleAreCalled() async throws {
        defer { marquee.cleanUp() }
        let jean = try await marquee.json("users", "register", "  Jean   Dupont ")
        #expect(jean["name"] as? String == "Jean Dupont")
        // Typed as e + combining diaeresis, kept composed: one spelling, one name.
        let zoe = try await marquee.json("users", "register", "Zoe\u{308}")
        #expect(Array(try #require(zoe["name"] as? String).unicodeScalars) == Array("Zo\u{EB}".unicodeScalars))
        try await marquee.expectRefused(["users", "register", "ZO\u{CB}"], status: 1, saying: "is taken")
        try await marquee.register("O'Brien")
        try await marquee.register("李小龍")
        let names = try #require(try await marquee.json("users", "list")["users"] as? [[String: Any]]).compactMap {
            $0["name"] as? String
        }
        #expect(Set(names) == ["Jean Dupont", "Zo\u{EB}", "O'Brien", "李小龍"])
        #expect(try await marquee.succeed("users", "list").contains("  Jean Dupont\n"))
        // Orders find them by the name as typed, in any letter case.
        let screening = try await marquee.schedule()
        try await marquee.order(user: "jean dupont", screening: screening)
        try await marquee.order(user: "o'brien", screening: screening)
        let orders = try #require(try await marquee.json("orders", "list", "--user", "JEAN DUPONT")["orders"] as? [Any])
        #expect(orders.count == 1)
        #expect(
            try await marquee.succeed("users", "rename", "李小龍", "Bruce Lee").hasPrefix("Renamed 李小龍 to Bruce Lee"))
    }

    /// A suggested command quotes a name with a space, so it can be pasted as it reads.
    @Test func aSuggestionNamesACustomerAsOneShellWord() async throws {
        defer { marquee.cleanUp() }
        try await marquee.expectRefused(
            ["orders", "place", "--user", "Jean Dupont", "--screening", "s-none", "--quantity", "1"], status: 1,
            saying: "register with marquee users register 'Jean Dupont'")
    }

    @Test func aTakenNameIsRefusedWhateverItsCase() async throws {
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        try await marquee.expectRefused(["users", "register", "RIPLEY"], status: 1, saying: "is taken")
    }

    @Test func renamingToATakenNameIsRefused() async throws {
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        try await marquee.register("Dallas")
        try await marquee.expectRefused(["users", "rename", "Dallas", "ripley"], status: 1, saying: "is taken")
    }

    @Test(arguments: [
        (["users", "register", "Al"], "too few"),
        (["users", "register", "Ellen😀Ripley"], "\"😀\" cannot be in a name"),
        (["users", "register", "Ellen\u{202E}Ripley"], "The invisible character U+202E cannot be in a name"),
        (["users", "register", String(repeating: "x", count: 33)], "too many"),
    ])
    func aMalformedNameIsAUsageError(arguments: [String], phrase: String) async throws {
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        try await marquee.expectRefused(arguments, status: 64, saying: phrase)
    }

    @Test(arguments: [["users", "rename", "Nobody", "Somebody"], ["users", "delete", "Nobody"]])
    func anUnknownUserIsNamed(arguments: [String]) async throws {
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        try await marquee.expectRefused(arguments, status: 1, saying: "No user is named Nobody")
    }

    @Test func aUserWithUnpaidOrdersCannotBeDeleted() async throws {
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let order = try await marquee.order(user: "Ripley", screening: try marquee.schedule())
        try await marquee.expectRefused(
            ["users", "delete", "Ripley"], status: 1,
            saying: "Ripley still has unpaid orders; pay or cancel them (marquee orders list --user Ripley)")
        try await marquee.succeed("orders", "pay", order)
        try await marquee.succeed("users", "delete", "Ripley")
    }

    /// Issue 36: deleting a customer with paid orders hid those sales; the
    /// order stays, and says whose it was.
    @Test func aDeletedCustomersOrderStaysAndSaysSo() async throws {
        defer { marquee.cleanUp() }
        let id = try await marquee.register("Ripley")
        let screening = try await marquee.schedule()
        let order = try await marquee.order(user: "Ripley", screening: screening, quantity: 2)
        try await marquee.succeed("orders", "pay", order)
        try await marquee.succeed("users", "delete", "Ripley")
        let shown = try await marquee.succeed("orders", "show", order)
        #expect(shown.contains("Customer  deleted customer (\(id))"), "\(shown)")
        #expect(shown.contains("paid"))
        // The seats stay sold: the program still counts them.
        let program = try await marquee.program()
        #expect(program.first { $0["id"] as? String == screening }?["seatsLeft"] as? Int == 78)
        // And the name is free for someone new, who has no orders.
        try await marquee.register("Ripley")
        #expect(try await marquee.succeed("orders", "list", "--user", "Ripley").contains("no orders yet"))
    }
}
