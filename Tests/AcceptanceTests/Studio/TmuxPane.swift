import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A program running in a tmux pane of its own, on a private tmux server: keys and mouse
/// reports sent to it as a terminal would send them, and the pane's text read back.
///
/// Waiting is for something to show: ``waitFor(_:timeout:sourceLocation:)`` reads the pane
/// until a condition holds or the deadline passes, then records an issue saying what the pane
/// showed.
struct TmuxPane {
    /// The tmux executable, or `nil` when tmux is not installed.
    static let executable: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return (paths.map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"])
            .map { $0 + "/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The private server's socket name.
    let server = "interpose-studio-\(UUID().uuidString.prefix(8))"

    /// Starts `command` in a pane of `columns` by `rows`; when it ends, the shell running it
    /// prints `exited STATUS` (128 plus the signal for a signal), and the pane stays on screen.
    init(_ command: [String], columns: Int = 200, rows: Int = 60) throws {
        let words = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        // No core file from a test that crashes the program on purpose.
        let line = "ulimit -c 0; " + words.joined(separator: " ") + "; echo \"exited $?\""
        // The server this starts keeps its standard output open: no pipe, or reading would never end.
        try tmux(
            quiet: true,
            [
                "new-session", "-d", "-s", "studio", "-x", "\(columns)", "-y", "\(rows)", line, ";",
                "set-option", "-t", "studio", "remain-on-exit", "on",
            ])
    }

    /// The program's process: the child of the shell the pane runs.
    func programID() throws -> pid_t {
        let shell = try format("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
    }

    /// Runs tmux with `arguments` on the private server and returns what it printed.
    ///
    /// tmux is spawned with every signal unblocked and at its default: a test runs on a thread
    /// that blocks signals, and a tmux server (and the program in its pane) would inherit that
    /// mask, never reaping its children nor ending on SIGTERM. With `quiet`, its output goes
    /// nowhere: the server that `new-session` starts would hold a pipe open for ever.
    @discardableResult
    func tmux(quiet: Bool = false, _ arguments: [String]) throws -> String {
        let executable = try #require(Self.executable)
        let words = [executable, "-L", server, "-f", "/dev/null"] + arguments
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EIO) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        }
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid = pid_t()
        let arguments = words.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, arguments, environ)
        Glibc.close(pipe[1])
        defer { Glibc.close(pipe[0]) }
        guard spawned == 0 else { throw POSIXError(.ENOENT) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !quiet {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer.prefix(count)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }

    /// The pane's text, a line per row.
    func lines() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "studio"]).components(separatedBy: "\n")
    }

    /// A tmux format about the pane: `#{pane_dead}`, `#{alternate_on}`…
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "studio", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends `text` as typed, byte for byte.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "studio", "-l", text])
    }

    /// Sends a key by tmux's name for it: `C-s`, `Enter`.
    func key(_ name: String) throws {
        try tmux(["send-keys", "-t", "studio", name])
    }

    /// Sends an SGR mouse report for a cell counted from 0: `M` for a press or drag, `m` for a release.
    func mouse(_ code: Int, column: Int, row: Int, release: Bool = false) throws {
        try type("\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")")
    }

    /// A left click at a cell.
    func click(column: Int, row: Int) throws {
        try mouse(0, column: column, row: row)
        try mouse(0, column: column, row: row, release: true)
    }

    /// Reads the pane until `condition` holds for its lines and they stay the same from one
    /// reading to the next (a frame half drawn, or a screen sliding in, is not yet what a
    /// person would click on), for at most `timeout` seconds.
    ///
    /// - Returns: The lines it held for, or the last ones read, after recording an issue.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var previous: [String] = []
        var lines = try self.lines()
        while !(condition(lines) && lines == previous) {
            guard Date() < deadline else {
                Issue.record(
                    "waited \(timeout) s for \(what); the pane shows:\n\(lines.joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
                return lines
            }
            // Polling the pane: the program draws when it is ready, and tmux says nothing when.
            Thread.sleep(forTimeInterval: 0.05)
            (previous, lines) = (lines, try self.lines())
        }
        return lines
    }

    /// Reads a tmux format about the pane until it is `expected`, for at most `timeout` seconds:
    /// tmux may see the program end before it has read the last bytes the program wrote.
    ///
    /// - Returns: The last value read: `expected`, or what it was instead when time ran out.
    func waitForFormat(_ format: String, toBe expected: String, timeout: Double = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var value = try self.format(format)
        while value != expected, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            value = try self.format(format)
        }
        return value
    }

    /// Waits until the pane shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String]
    {
        try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) {
            $0.contains { $0.contains(text) }
        }
    }

    /// Ends the private server and its pane.
    func close() {
        _ = try? tmux(["kill-server"])
    }
}
