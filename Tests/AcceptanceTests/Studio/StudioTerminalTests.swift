import Foundation
import Interpose
import Plugins
import SampleApp
import Testing

/// `interpose-demo studio` run as a person runs it, in a terminal: tmux gives it one, sends it
/// keys and xterm mouse reports, and shows what it drew.
@Suite(
    .serialized,
    .enabled(if: TmuxPane.executable != nil, "tmux is not installed; install it to run the studio in a terminal"))
struct StudioTerminalTests {
    /// Where `text` starts in `lines`: the first row holding it left of `before` columns.
    static func cell(of text: String, in lines: [String], before limit: Int = 70, after row: Int = 0) -> (
        column: Int, row: Int
    )? {
        for (index, line) in lines.enumerated() where index >= row {
            let scalars = Array(line.unicodeScalars)
            let wanted = Array(text.unicodeScalars)
            guard scalars.count >= wanted.count else { continue }
            for start in 0...(scalars.count - wanted.count)
            where start < limit && Array(scalars[start..<(start + wanted.count)]) == wanted {
                return (start, index)
            }
        }
        return nil
    }

    @Test(
        "a person clicks the settings row, types a name, drags the slider, saves and quits; the script plays and re-records the same"
    )
    func recordSaveAndPlay() async throws {
        let saved = try DemoProcess.withScratchDirectory { directory in
            let script = directory.appendingPathComponent("my.mt")
            let pane = try TmuxPane([DemoProcess.executable.path, "studio", "--out", script.path, "--step-delay", "0"])
            defer { pane.close() }
            var lines = try pane.waitFor("Nothing recorded yet")
            #expect(try pane.format(Self.modes) == "1 1 1")
            let settings = try #require(Self.cell(of: "settings", in: lines))
            try pane.click(column: settings.column + 2, row: settings.row)
            lines = try pane.waitFor("1  TabBar tabs Select settings")
            lines = try pane.waitFor("the settings rows") {
                Self.cell(of: "Profile", in: $0) != nil && Self.cell(of: "Sketch", in: $0) != nil
            }
            let profile = try #require(Self.cell(of: "Profile", in: lines))
            try pane.click(column: profile.column + 2, row: profile.row)
            try pane.waitFor("2  TableView settings Select 0")
            lines = try pane.waitFor("the profile form") { lines in
                Self.cell(of: "Name", in: lines) != nil && Self.cell(of: "Sketch", in: lines) == nil
            }
            let name = try #require(Self.cell(of: "Name", in: lines))
            try pane.click(column: name.column + 1, row: name.row)
            try pane.type("Ada")
            try pane.waitFor("TextField name EnterText Ada")
            lines = try pane.waitFor("the volume slider") { Self.cell(of: "●─", in: $0) != nil }
            let thumb = try #require(Self.cell(of: "●─", in: lines))
            try pane.mouse(0, column: thumb.column, row: thumb.row)
            for step in 1...5 { try pane.mouse(32, column: thumb.column + 4 * step, row: thumb.row) }
            try pane.mouse(0, column: thumb.column + 20, row: thumb.row, release: true)
            try pane.waitFor("Slider volume Slide")
            try pane.key("C-s")
            try pane.waitFor("saved 4 commands to")
            try pane.key("C-q")
            try pane.waitFor("exited 0")
            #expect(try pane.waitForFormat(Self.modes, toBe: "0 0 0") == "0 0 0", "the terminal's modes restored")

            let saved = try String(contentsOf: script, encoding: .utf8)
            let commands = saved.split(separator: "\n").map(String.init)
            #expect(commands.count == 4 && commands.first == "TabBar tabs Select settings", "\(saved)")
            #expect(commands.dropFirst().first == "TableView settings Select 0")
            #expect(commands.contains("TextField name EnterText Ada"))
            #expect(commands.last?.hasPrefix("Slider volume Slide 0.") == true)
            let played = try DemoProcess.run(["play", script.path])
            #expect(
                played.status == 0 && played.output.contains("4 commands: 4 passed"), "\(played.output)\(played.errors)"
            )
            return saved
        }
        let rerecorded = try await MainActor.run { try Self.rerecorded(saved) }
        #expect(rerecorded == saved, "playing the script records it again, the same")
    }

    /// The script recorded while `text` plays on a fresh sample app.
    @MainActor
    static func rerecorded(_ text: String) throws -> String {
        let sample = SampleApp(registry: AspectRegistry())
        let host = PluginHost(registry: sample.registry, bus: EventBus())
        let recorder = Recorder(application: sample.application)
        try host.install(recorder)
        let report = Player(application: sample.application, bus: host.bus).play(try Script(parsing: text))
        #expect(report.failures.isEmpty)
        return recorder.script.text
    }

    @Test(
        "a signal, or a crash, ends the studio with the terminal restored",
        arguments: [SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGABRT])
    func signalRestores(signal: Int32) throws {
        let pane = try TmuxPane([DemoProcess.executable.path, "studio"])
        defer { pane.close() }
        try pane.waitFor("Nothing recorded yet")
        #expect(try pane.waitForFormat(Self.modes, toBe: "1 1 1") == "1 1 1", "the studio's modes on")
        #expect(kill(try pane.programID(), signal) == 0)
        // The handler restores the terminal before the signal ends the process.
        #expect(try pane.waitForFormat(Self.modes, toBe: "0 0 0") == "0 0 0", "the terminal's modes restored")
        // The shell prints the status; after SIGINT it may end with its child instead, as shells do.
        // A crash's core may go to the system's dump helper, which `ulimit -c 0` does not stop
        // and which can take a while on a busy machine: crashes get longer to end.
        let crash = signal == SIGSEGV || signal == SIGABRT
        try pane.waitFor("the studio to end by the signal", timeout: crash ? 90 : 20) { lines in
            lines.contains { $0.contains("exited \(128 + signal)") }
                || (signal == SIGINT && (try? pane.format("#{pane_dead}")) == "1")
        }
        #expect(try pane.format(Self.modes) == "0 0 0", "the terminal's modes stay restored")
    }

    @Test("a terminal too small says so; a larger one draws the app; ^C quits")
    func tooSmallThenResized() throws {
        let pane = try TmuxPane([DemoProcess.executable.path, "studio"], columns: 40, rows: 12)
        defer { pane.close() }
        try pane.waitFor("Terminal too small")
        try pane.tmux(["resize-window", "-t", "studio", "-x", "120", "-y", "40"])
        try pane.waitFor("Nothing recorded yet")
        try pane.type("\u{1B}[<0;500;500M\u{FF}\u{1B}[99;99;99x")
        try pane.key("C-c")
        try pane.waitFor("exited 0")
        #expect(try pane.waitForFormat(Self.modes, toBe: "0 0 0") == "0 0 0", "the terminal's modes restored")
    }

    @Test("in an 80×24 terminal the tab bar's titles keep a blank cell between them")
    func tabTitlesApartAt80x24() throws {
        let pane = try TmuxPane([DemoProcess.executable.path, "studio"], columns: 80, rows: 24)
        defer { pane.close() }
        let lines = try pane.waitFor("Nothing recorded yet")
        let mapping = try #require(StudioLayout(columns: 80, rows: 24, screen: SampleApp.windowSize).mapping)
        let screen = lines.map {
            String(String.UnicodeScalarView($0.unicodeScalars.prefix(mapping.column + mapping.columns)))
        }
        let tabs = try #require(screen.last { $0.contains("List") }, "\(lines.joined(separator: "\n"))")
        #expect(StudioDrawingTests.showsApart(StudioDrawingTests.tabTitles, in: tabs), "\(tabs)")
    }

    /// The terminal's modes the studio turns on: the alternate screen, SGR mouse reports, and
    /// reports of every motion; `1 1 1` while it runs, `0 0 0` once it has restored them.
    static let modes = "#{alternate_on} #{mouse_sgr_flag} #{mouse_any_flag}"
}
