import Glibc
import MarqueeTerminal
import Testing

@Suite struct TerminalSessionTests {
    @Test func aPipeIsNotATerminal() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(throws: TerminalError(.notATerminal)) {
            try TerminalSession(input: ends[0], output: ends[1], environment: [:])
        }
    }
}
