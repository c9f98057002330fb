import __Prefix__Domain
import __Prefix__DomainTesting
import Testing

/// The __Name__ context's one action and the roles that may take it: a
/// refused desk changes nothing.
@Suite struct __Name__PermissionTests {
    private func desk(_ role: DeskRole) throws -> Desk {
        try Desk(name: DeskName("desk-\(role)"), role: role, addedAt: SharedFixtures.now)
    }

    @Test func aClerkMayNotAddAndNothingIsStored() async throws {
        let __plural__ = InMemory__Name__Repository()
        let clerk = try desk(.clerk)
        let useCases = __Name__UseCases(__plural__: __plural__, ids: IncrementingIDGenerator(), desk: clerk)

        await #expect(
            throws: __Name__Error.notPermitted(PermissionDenied(desk: clerk.name, role: .clerk, action: .add__Name__))
        ) {
            try await useCases.add.execute(title: __Name__Title("First"))
        }
        #expect(try await __plural__.all__Plural__().isEmpty)
    }

    @Test func aManagerAdds() async throws {
        let __plural__ = InMemory__Name__Repository()
        let useCases = __Name__UseCases(__plural__: __plural__, ids: IncrementingIDGenerator(), desk: try desk(.manager))

        let added = try await useCases.add.execute(title: __Name__Title("First"))

        #expect(try await __plural__.all__Plural__() == [added])
    }

    @Test func theActionIsAManagersAndNamedForTheWire() {
        #expect(DeskAction.add__Name__.permittedRoles == [.manager])
        #expect(DeskAction.add__Name__.rawValue == "add__Name__")
    }
}
