import Foundation
import Testing

/// `skeleton` through the built binary: help, and a malformed command line.
@Suite struct HelpTests {
    let app: SkeletonProcess

    init() throws {
        app = try SkeletonProcess()
    }

    @Test func helpPrintsTheUsageAndSucceeds() async throws {
        defer { app.cleanUp() }
        let help = try await app.run("--help")

        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: skeleton"))
        #expect(help.stderr.isEmpty)
    }

    @Test func anUnknownOptionIsOneLineAndExit64() async throws {
        defer { app.cleanUp() }
        let refused = try await app.run("--bogus")

        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "skeleton: Unknown option '--bogus'; see 'skeleton --help'.\n")
    }
@@if traits

    /// App's package traits this test bundle was built with (the binary shares them), and those it was not.
    static var traits: (built: [String], notBuilt: [String]) {
        var built: [String] = []
        var notBuilt: [String] = []
@@if http
        #if HTTP
        built.append("HTTP")
        #else
        notBuilt.append("HTTP")
        #endif
@@endif
@@if postgresql
        #if PostgreSQL
        built.append("PostgreSQL")
        #else
        notBuilt.append("PostgreSQL")
        #endif
@@endif
        return (built, notBuilt)
    }

    @Test func helpSaysWhichTraitsThisBuildHas() async throws {
        defer { app.cleanUp() }
        let help = try await app.run("--help")
        #expect(help.status == 0)
        let section = help.stdout.components(separatedBy: "THIS BUILD (App's package traits)\n").last ?? ""
        for (traits, state) in [(Self.traits.built, "built"), (Self.traits.notBuilt, "not built")] {
            for trait in traits {
                let line = "  " + trait.padding(toLength: 12, withPad: " ", startingAt: 0) + state + ": "
                #expect(section.contains(line), "no line \"\(line)\" in: \(section)")
            }
        }
        #expect(
            section.contains("--enable-all-traits") == !Self.traits.notBuilt.isEmpty,
            "the build command for every trait is shown exactly when one is missing")
    }
@@endif
}
