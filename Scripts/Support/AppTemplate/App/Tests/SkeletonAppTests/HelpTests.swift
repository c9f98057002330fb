import Foundation
import Testing

/// `skeleton` through the built binary: help, and a malformed command line.
@Suite struct HelpTests {
    let app: SkeletonProcess

    init() throws {
        app = try SkeletonProcess()
    }

    @Test func helpPrintsTheUsageAndSucceeds() throws {
        defer { app.cleanUp() }
        let help = try app.run("--help")

        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: skeleton"))
        #expect(help.stderr.isEmpty)
    }

    @Test func anUnknownOptionIsOneLineAndExit64() throws {
        defer { app.cleanUp() }
        let refused = try app.run("--bogus")

        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "skeleton: Unknown option '--bogus'; see 'skeleton --help'.\n")
    }

}
