import Foundation

/// What a signal handler needs to put the terminal back: the settings saved before raw mode
/// and the restoring escape sequence, in memory a handler may read, and the handlers.
///
/// A handler may only make async-signal-safe calls: it writes the sequence with `write`,
/// restores the settings with `tcsetattr`, puts the signal's default action back and raises
/// it again, so the process ends as the signal meant (a crash still dumps, an interrupt still
/// reports itself to the shell). SIGWINCH gets a handler that does nothing, so that a resize
/// interrupts the wait for input and the studio redraws at once.
enum TerminalRestore {
    /// The signals that end the process, after which the terminal must be restored.
    static let fatalSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// The terminal's settings before raw mode.
    nonisolated(unsafe) static var saved = termios()
    /// The restoring sequence, as bytes a handler can write.
    nonisolated(unsafe) private static var sequence: UnsafeMutableBufferPointer<UInt8>?

    /// Saves the settings, keeps `sequence`, and installs the handlers.
    static func prepare(sequence text: String) {
        tcgetattr(STDIN_FILENO, &saved)
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        sequence = buffer
        for signal in fatalSignals { install(signal, handler: { TerminalRestore.handle($0) }) }
        install(SIGWINCH, handler: { _ in })
        // A parent may have left them blocked (a thread of a test runner that spawned us does):
        // blocked, they would wait for ever instead of ending the studio.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in fatalSignals + [SIGWINCH] { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Writes the restoring sequence and puts the saved settings back.
    static func restore() {
        if let sequence { _ = Foundation.write(STDOUT_FILENO, sequence.baseAddress, sequence.count) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    /// Puts every signal's default action back.
    static func uninstall() {
        for signal in fatalSignals + [SIGWINCH] { Foundation.signal(signal, SIG_DFL) }
    }

    private static func handle(_ signal: Int32) {
        restore()
        Foundation.signal(signal, SIG_DFL)
        raise(signal)
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }
}
