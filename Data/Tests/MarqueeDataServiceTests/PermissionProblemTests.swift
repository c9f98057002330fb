import MarqueeAPI
import MarqueeDomain
import Testing

/// A refusal on the wire and back: a desk reads the same refusal the
/// server's use case threw, a context's own action included, with the roles
/// the server named.
@Suite struct PermissionProblemTests {
    @Test func aContextsOwnActionComesBackWithTheRolesTheServerNamed() throws {
        let action = DeskAction("addGiftCard", permittedRoles: [.manager])
        let denial = PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: action)

        let problem = Components.Schemas.Problem(denial, detail: "refused")

        #expect(problem.status == 403 && problem.action == "addGiftCard")
        let back = try #require(problem.permissionDenied)
        #expect(back == denial)
        #expect(back.action.permittedRoles == [.manager])
    }

    @Test func theBoxOfficesOwnActionIsTheOneThisVersionKnows() throws {
        let denial = PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: .refundOrder)
        var problem = Components.Schemas.Problem(denial, detail: "refused")
        problem.permittedRoles = []

        #expect(problem.permissionDenied?.action.permittedRoles == [.manager], "this version's table, not the wire's")
    }

    @Test func aProblemWithoutAnActionIsNoRefusal() throws {
        var problem = Components.Schemas.Problem(
            PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: .payOrder), detail: "refused")
        problem.action = ""
        #expect(problem.permissionDenied == nil)
    }
}
