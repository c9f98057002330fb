import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// How each box-office command ends for each kind of error: a usage error
/// (exit 64) for what the person typed, a failure (exit 1) for what
/// happened, a refusal of the desk's role, an unknown outcome — always one
/// line on standard error and nothing on standard output.
@MainActor
@Suite struct BoxOfficeCommandOutcomeTests {
    static let service = StoragePlace.service(address: "http://box:8080")

    /// Box office errors of every kind and how a command that meets one ends.
    static func errors() throws -> [(BoxOfficeError, CommandOutcome)] {
        [
            (.invalidIdentifier("a b"), .usageError),
            (.invalidCurrency("eur"), .usageError),
            (.invalidPrice("12,50 EUR"), .usageError),
            (.invalidHall("Hall #1"), .usageError),
            (.invalidCapacity(0), .usageError),
            (.invalidRuntime(0), .usageError),
            (.invalidQuantity(0), .usageError),
            (.runtimeUnknown(try MovieID(120), title: "The Fellowship of the Ring"), .usageError),
            (.catalogFailed(.invalidMovieID(0)), .usageError),
            (.soldOut(seatsLeft: 0), .failure),
            (.orderNotUnpaid(.paid(at: SharedFixtures.now)), .failure),
            (.screeningInPast(SharedFixtures.now), .failure),
            (.screeningTooFarAhead(SharedFixtures.now, days: 366), .failure),
            (.priceTooHigh(BoxOfficeFixtures.euros(100_001)), .usageError),
            (.hallBusy(conflicting: try BoxOfficeFixtures.screening("s1")), .failure),
            (.unknownCustomerName(try UserName("Newt")), .failure),
            (.unknownScreening(try ScreeningID("s9")), .failure),
            (.catalogFailed(.offline), .failure),
            (
                .notPermitted(
                    PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: .scheduleScreening)),
                .notPermitted
            ),
            (.storageFailed(.diskFull), .failure),
            (.storageFailed(StorageFailure(.unreachable(.refused), place: service)), .failure),
        ]
    }

    @Test func eachErrorEndsAsItsKind() throws {
        for (error, outcome) in try Self.errors() {
            #expect(error.outcome == outcome, "\(error)")
        }
    }

    /// The commands, each run against a store that fails its next call.
    static func commands(_ world: CinemaWorld) throws -> [(String, @MainActor () async -> CommandOutput)] {
        let order = try BoxOfficeFixtures.orderID("order-1")
        let tickets = [TicketRequest(screeningID: try BoxOfficeFixtures.screeningID("screening-1"), quantity: 1)]
        let ripley = try AccountsFixtures.name("Ripley")
        let hall = try BoxOfficeFixtures.hall()
        let tomorrow = SharedFixtures.now(plus: 24 * 60)
        return [
            (
                "screenings schedule",
                {
                    await world.scheduleViewModel().scheduleCommand(
                        movie: MovieFixtures.alien.id, hall: hall, startsAt: tomorrow, seats: 80,
                        price: BoxOfficeFixtures.ticketPrice, runtime: 117, format: .text)
                }
            ),
            (
                "orders place",
                { await world.orderViewModel().placeCommand(for: ripley, tickets: tickets, format: .text) }
            ),
            ("orders pay", { await world.orderViewModel().payCommand(order, format: .text) }),
            ("orders cancel", { await world.orderViewModel().cancelCommand(order, format: .json) }),
            ("orders show", { await world.orderViewModel().showCommand(order, format: .text) }),
            ("orders list", { await world.customerOrdersViewModel().listCommand(ripley, format: .text) }),
            ("program", { await world.programViewModel().programCommand(bookableOnly: false, format: .text) }),
        ]
    }

    @Test func eachCommandEndsAsItsErrorsKindInOneLine() async throws {
        for (error, outcome) in try Self.errors() {
            let world = try CinemaWorld(
                users: [AccountsFixtures.ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
            for (command, run) in try Self.commands(world) {
                await world.store.failNextCall(with: error)
                let output = await run()
                let context = "\(command) meeting \(error): \(output.standardError)"
                #expect(output.outcome == outcome, "\(context)")
                #expect(output.standardError.count == 1, "\(context)")
                #expect(output.standardError.first?.hasPrefix("marquee: ") == true, "\(context)")
                #expect(output.standardOutput.isEmpty, "\(context)")
            }
        }
    }

    @Test func aValueThatCannotBeReadIsAUsageError() throws {
        do throws(InputProblem) {
            _ = try Input.userName("Al")
            Issue.record("Al was read as a name")
        } catch {
            #expect(error.output.outcome == .usageError)
            #expect(error.output.standardError == ["marquee: " + error.message(for: .commandLine)])
        }
    }
}
