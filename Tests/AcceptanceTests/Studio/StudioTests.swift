import Components
import Plugins
import Testing

/// The studio as a program drives it: bytes from the terminal in, requests and escape
/// sequences out.
@MainActor
@Suite struct StudioTests {
    /// A left click's SGR reports, down and up, at the cell where `studio` draws `point`.
    static func click(_ studio: Studio, at point: Point, columns: Int, rows: Int) throws -> String {
        let screen = ScreenSnapshot(application: studio.application).size
        let mapping = try #require(StudioLayout(columns: columns, rows: rows, screen: screen).mapping)
        let cell = try #require(mapping.cell(for: point))
        let at = "\(cell.column + 1);\(cell.row + 1)"
        return "\u{1B}[<0;\(at)M\u{1B}[<0;\(at)m"
    }

    /// The centre of the tab `title`.
    static func tab(_ studio: Studio, _ title: String) throws -> Point {
        try #require(ScreenSnapshot(application: studio.application).find(type: "Button", identifier: title).first)
            .center
    }

    @Test(
        "a click read from the terminal records a tap; ^S, ^R and ^Q come back in order, and nothing after ^Q is read")
    func readsRequestsInOrder() throws {
        let studio = try Studio(makeRig: StudioSessionTests.makeRig)
        _ = studio.frame(columns: 120, rows: 40)
        let settings = try Self.click(studio, at: Self.tab(studio, "settings"), columns: 120, rows: 40)
        let list = try Self.click(studio, at: Self.tab(studio, "List"), columns: 120, rows: 40)
        var requests: [Studio.Request] = []
        var scriptAtSave = ""
        studio.read(Array((settings + "\u{13}\u{12}\u{11}" + list).utf8)) { request in
            requests.append(request)
            if request == .save { scriptAtSave = studio.recorder.script.text }
        }
        #expect(requests == [.save, .replay, .quit])
        #expect(scriptAtSave == "TabBar tabs Select settings\n", "the click before ^S is recorded when it saves")
        #expect(studio.recorder.script.text == scriptAtSave, "the click after ^Q is not read")
    }

    @Test("a frame draws the whole terminal, then only what changed; a terminal too small is told its size")
    func frames() throws {
        let studio = try Studio(makeRig: StudioSessionTests.makeRig)
        studio.title = "recording → my.mt"
        let first = studio.frame(columns: 120, rows: 40)
        #expect(first.contains("\u{1B}[2J") && first.contains("Interpose studio · recording → my.mt"))
        #expect(studio.frame(columns: 120, rows: 40) == "", "nothing changed")
        studio.read(Array(try Self.click(studio, at: Self.tab(studio, "List"), columns: 120, rows: 40).utf8)) { _ in }
        let changed = studio.frame(columns: 120, rows: 40)
        #expect(!changed.isEmpty && !changed.contains("\u{1B}[2J") && changed.contains("Argentina"))
        let smallest = Studio.smallestTerminal(for: ScreenSnapshot(application: studio.application).size)
        let small = studio.frame(columns: smallest.columns - 1, rows: smallest.rows)
        #expect(small.contains("Terminal too small") && small.contains("needs \(smallest.columns)×\(smallest.rows)"))
        #expect(!studio.frame(columns: smallest.columns, rows: smallest.rows).contains("too small"))
    }

    @Test("a replay calls the program before and after each command and shows its own title until the next input")
    func replay() throws {
        let studio = try Studio(makeRig: StudioSessionTests.makeRig)
        _ = studio.frame(columns: 120, rows: 40)
        studio.read(Array(try Self.click(studio, at: Self.tab(studio, "settings"), columns: 120, rows: 40).utf8)) {
            _ in
        }
        var steps = 0
        var titles: [Bool] = []
        studio.replay {
            steps += 1
            titles.append(studio.frame(columns: 120, rows: 40).contains("on a fresh app · any input goes back"))
        }
        #expect(steps == 2 && titles == [true, false], "the title is drawn once, then only what changed")
        #expect(studio.message.hasPrefix("replayed 1 of 1 commands on a fresh app, all passed"))
        studio.read([0x0B, 0x0C]) { _ in }  // ^K shakes the device, ^L draws it all again
        let frame = studio.frame(columns: 120, rows: 40)
        #expect(frame.contains("Interpose studio · recording") && frame.contains("shook the device"))
    }
}
