// marquee-terminal-demo: a tiny full-screen app on TerminalSession, used by
// the pty tests (driven through tmux) and for trying keys by hand.
//
//   marquee-terminal-demo [--pid-file PATH] [--crash-reports DIR]
//
// Shows the terminal's size and the last event. q or Ctrl-C quits (exit 0),
// e throws an error out of the session (exit 3 after the terminal is
// restored); SIGTERM and SIGHUP end it by that signal. To test the crash
// restore, t traps (a Swift runtime failure), a aborts, s faults (SIGSEGV);
// the report goes to DIR (default $TMPDIR), Swift's backtracer set up as
// CrashBacktracer sets it (the program starts again once, same pid).
import MarqueeTerminalModel
import Foundation
import Glibc
import MarqueeTerminal

struct DemoError: Error {}

/// A memory fault: a write to an address no process may use (SIGSEGV).
func crashByFault() {
    UnsafeMutablePointer<Int>(bitPattern: 0x10).map { $0.pointee = Int(getpid()) }
}

/// A Swift runtime failure: an index out of bounds traps (SIGILL or SIGTRAP).
func crashByTrap() {
    let digits = Array("0123")
    let index = Int(getpid() % 2) + digits.count
    print(digits[index])
}

CrashBacktracer.prepare()

let arguments = CommandLine.arguments
let crashReports = arguments.firstIndex(of: "--crash-reports").flatMap { flag in
    flag + 1 < arguments.count ? URL(fileURLWithPath: arguments[flag + 1], isDirectory: true) : nil
}
if let flag = arguments.firstIndex(of: "--pid-file"), flag + 1 < arguments.count {
    try? "\(getpid())\n".write(toFile: arguments[flag + 1], atomically: true, encoding: .utf8)
}

func frame(size: TerminalSize, capability: ColorCapability, last: String) -> TerminalGrid {
    var grid = TerminalGrid(size: size)
    let title = TerminalStyle(foreground: .rgb(255, 210, 80), attributes: [.bold, .reverse])
    grid.write(" marquee-terminal-demo READY ", row: 0, column: 0, style: title)
    grid.write("size \(size)  colours \(capability)", row: 1, column: 0)
    grid.write("last: \(last)", row: 2, column: 0, style: TerminalStyle(foreground: .ansi(2)))
    grid.write("q or ctrl+c quits, e throws", row: 3, column: 0, style: TerminalStyle(attributes: .dim))
    return grid
}

func describe(_ event: TerminalEvent) -> String {
    switch event {
    case .key(let key): return "key \(key)"
    case .paste(let text): return "paste \(text.count) characters: \(text)"
    case .burst(let text):
        return "burst \(text.count) characters: \(text.replacingOccurrences(of: "\n", with: "⏎"))"
    case .resize(let size): return "resize \(size)"
    case .mouse(let mouse): return "mouse \(mouse.action) at \(mouse.position.row),\(mouse.position.column)"
    case .unknown(let bytes): return "unknown \(bytes)"
    }
}

do {
    try await TerminalSession.run(crashReports: crashReports) { session in
        try session.screen.draw(frame(size: session.size, capability: session.capability, last: "nothing yet"))
        for await event in session.events {
            if case .key(let key) = event {
                if key.isInterrupt || key == TerminalKey(.character("q")) { return }
                if key == TerminalKey(.character("e")) { throw DemoError() }
                if key == TerminalKey(.character("t")) { crashByTrap() }
                if key == TerminalKey(.character("a")) { abort() }
                if key == TerminalKey(.character("s")) { crashByFault() }
            }
            try session.screen.draw(frame(size: session.size, capability: session.capability, last: describe(event)))
        }
    }
} catch is DemoError {
    FileHandle.standardError.write(Data("marquee-terminal-demo: error thrown on purpose\n".utf8))
    exit(3)
} catch {
    FileHandle.standardError.write(Data("marquee-terminal-demo: \(error)\n".utf8))
    exit(1)
}
