import Foundation

/// The terminal the studio runs in: raw mode, the alternate screen and mouse reporting on
/// entry, and all of it undone on exit, whatever the exit.
///
/// ``enter()`` saves the terminal's settings, turns off echo, line editing, signals from keys
/// and flow control, switches to the alternate screen, hides the cursor, and turns on xterm's
/// mouse reporting (any motion, SGR coordinates). ``leave()`` undoes it. So does a signal
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) or a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP): a handler writes the restoring sequence and puts the saved settings back, with
/// async-signal-safe calls only, then lets the signal do what it would have done.
///
/// ```swift
/// let terminal = try Terminal.enter()
/// defer { terminal.leave() }
/// terminal.write(frame)
/// ```
@MainActor
final class Terminal {
    /// What turns the studio's modes on: the alternate screen, no cursor, no wrapping at the
    /// right edge, mouse reporting of presses, drags and motion in SGR form.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
    /// What turns them off again and brings the person's screen back. It starts with CAN, which
    /// ends any escape sequence a signal interrupted half written, so the rest is read whole.
    static let leaveSequence =
        "\u{18}\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    private var isInside = true

    private init() {}

    /// Puts the terminal into the studio's modes.
    ///
    /// - Throws: ``UsageError`` when standard input or output is not a terminal.
    static func enter() throws(UsageError) -> Terminal {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw UsageError("studio: needs a terminal on standard input and output (try it in a terminal window)")
        }
        TerminalRestore.prepare(sequence: leaveSequence)
        var raw = TerminalRestore.saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1  // a read returns with one byte
            characters[Int(VTIME)] = 0  // and no timer
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        let terminal = Terminal()
        terminal.write(enterSequence)
        return terminal
    }

    /// Restores the terminal as it was before ``enter()``; a second call does nothing.
    func leave() {
        guard isInside else { return }
        isInside = false
        TerminalRestore.restore()
        TerminalRestore.uninstall()
    }

    /// The terminal's size in columns and rows, or 80×24 when it does not say.
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Writes `text` to the terminal, all of it.
    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Waits up to `timeout` seconds for input, and returns what came: nothing when the time
    /// passed, or a signal (a resize) came first; `nil` when input has ended.
    func read(timeout: Double) -> [UInt8]? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(timeout * 1000))
        guard ready > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return [] }
        guard count > 0 else { return nil }
        return Array(buffer.prefix(count))
    }
}
