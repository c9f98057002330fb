import ArgumentParser
import Foundation
import MarqueeDomain
import MarqueePresentation

/// How a command ends when it cannot do its job: one line on standard error and
/// an exit code (64 for malformed input, 1 for everything else).
enum CommandFailure: Error {
    case usage(String)
    case failure(String)

    /// The failure a Catalog error amounts to, worded by Presentation.
    init(_ error: CatalogError) {
        self = error.isUsageError ? .usage(error.userMessage) : .failure(error.userMessage)
    }

    /// Prints the message and returns the exit code to end with.
    func report() -> ExitCode {
        switch self {
        case let .usage(message):
            Output.error(message)
            return .validationFailure
        case let .failure(message):
            Output.error(message)
            return .failure
        }
    }
}

/// Where commands write.
enum Output {
    static func lines(_ lines: [String]) {
        for line in lines { print(line) }
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("marquee: \(message)\n".utf8))
    }
}

extension AsyncParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` into its message and exit code.
    func reportingFailures(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }
}
