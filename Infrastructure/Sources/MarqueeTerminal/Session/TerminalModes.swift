import MarqueeTerminalModel
import Glibc

/// A terminal's termios settings as found, and the raw mode derived from them.
///
/// Raw mode: no echo, no line buffering, no signal keys (Ctrl-C arrives as
/// byte 0x03), no CR/LF translation in or out, 8-bit bytes, `read` returns
/// as soon as one byte is there.
struct TerminalModes: Sendable {
    let descriptor: Int32
    private let original: termios

    /// Reads the current settings of `descriptor`.
    init(descriptor: Int32) throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalError(.modeChangeFailed, errorNumber: errno)
        }
        self.descriptor = descriptor
        original = settings
    }

    /// Switches to raw mode.
    func enterRaw() throws(TerminalError) {
        var raw = original
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError(.modeChangeFailed, errorNumber: errno)
        }
    }

    /// Puts the original settings back. Async-signal-safe (one syscall), and
    /// retried when a signal interrupts it.
    func restore() {
        var settings = original
        while tcsetattr(descriptor, TCSADRAIN, &settings) != 0, errno == EINTR {}
    }
}
