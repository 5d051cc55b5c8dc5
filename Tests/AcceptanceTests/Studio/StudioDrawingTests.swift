import Components
import Plugins
import Testing

/// The studio's frames drawn from the sample app's screens, read back as text.
@MainActor
@Suite struct StudioDrawingTests {
    /// The frame of `session` in a terminal of `columns` by `rows`, and its layout.
    static func frame(
        _ session: StudioSession, columns: Int = 200, rows: Int = 60, pointer: CellPosition? = nil
    ) -> (grid: CellGrid, layout: StudioLayout) {
        let layout = StudioLayout(
            columns: columns, rows: rows, screen: ScreenSnapshot(application: session.shownApplication).size)
        let frame = StudioFrame(session: session, title: "test", pointer: pointer, layout: layout)
        return (frame.grid(layout), layout)
    }

    @Test("the settings screen shows its rows' titles in the rows' cells")
    func settingsRows() throws {
        let session = try StudioSession(makeRig: StudioSessionTests.makeRig)
        StudioSessionTests.click(session, try StudioSessionTests.center(session, "Button", "settings"))
        let (grid, layout) = Self.frame(session)
        let mapping = try #require(layout.mapping)
        let screen = ScreenSnapshot(application: session.application)
        for title in ["Profile", "Sketch", "Photo"] {
            let label = try #require(screen.find(type: "Label", identifier: title).first)
            let cell = try #require(mapping.cell(for: Point(x: label.frame.minX + 1, y: label.frame.midY)))
            let line = grid.lines[cell.row]
            let start = line.index(line.startIndex, offsetBy: cell.column)
            #expect(line[start...].hasPrefix(title), "row \(cell.row): \(line)")
        }
    }

    /// The profile screen, reached as a person reaches it.
    static func profile() throws -> StudioSession {
        let session = try StudioSession(makeRig: StudioSessionTests.makeRig)
        StudioSessionTests.click(session, try StudioSessionTests.center(session, "Button", "settings"))
        session.wait(1)
        StudioSessionTests.click(session, try StudioSessionTests.center(session, "TableViewCell", "Profile"))
        session.wait(1)
        return session
    }

    /// The text of the middle row of the component `type` `identifier`, from its first cell.
    static func text(
        of type: String, _ identifier: String, in session: StudioSession, grid: CellGrid, layout: StudioLayout
    ) throws -> String {
        let component = try #require(
            ScreenSnapshot(application: session.application).find(type: type, identifier: identifier).first)
        let mapping = try #require(layout.mapping)
        let (columns, _) = mapping.cells(covering: component.frame)
        let row = try #require(mapping.cell(for: component.center)).row
        let scalars = Array(grid.lines[row].unicodeScalars)[columns]
        return String(String.UnicodeScalarView(scalars))
    }

    @Test("a secure field shows a dot per character, never its text; the field being edited shows its caret")
    func secureFieldAndCaret() throws {
        let session = try Self.profile()
        StudioSessionTests.click(session, try StudioSessionTests.center(session, "TextField", "password"))
        session.type("hunter2")
        var (grid, layout) = Self.frame(session)
        let password = try Self.text(of: "TextField", "password", in: session, grid: grid, layout: layout)
        #expect(password.contains("•••••••") && !password.contains("hunter2"), "\(password)")
        #expect(!grid.lines.joined().contains("hunter2"))
        StudioSessionTests.click(session, try StudioSessionTests.center(session, "TextField", "name"))
        session.type("Ada")
        (grid, layout) = Self.frame(session)
        let name = try Self.text(of: "TextField", "name", in: session, grid: grid, layout: layout)
        #expect(name.contains("Ada"), "\(name)")
        let field = try #require(
            ScreenSnapshot(application: session.application).find(type: "TextField", identifier: "name").first)
        let mapping = try #require(layout.mapping)
        let row = try #require(mapping.cell(for: field.center)).row
        let line = Array(grid.lines[row].unicodeScalars)
        let start = try #require(line.firstIndex(of: "A"))
        #expect(String(String.UnicodeScalarView(line[start..<(start + 3)])) == "Ada")
        #expect(
            grid[start + 3, row].style.background != grid[start + 4, row].style.background, "the caret after the text")
    }

    @Test("the profile's controls show their state: switch, slider, stepper, segments, picker")
    func controls() throws {
        let session = try Self.profile()
        let (grid, layout) = Self.frame(session)
        let text = { (type: String, id: String) in try Self.text(of: type, id, in: session, grid: grid, layout: layout)
        }
        #expect(try text("Switch", "notifications").contains("off"))
        #expect(try text("Slider", "volume").contains("●"))
        #expect(try text("Stepper", "guests").contains("−") && text("Stepper", "guests").contains("+"))
        #expect(
            try text("SegmentedControl", "size").filter { !$0.isWhitespace } == "S│M│L"
                || text("SegmentedControl", "size").contains("M"))
        #expect(try text("PickerView", "colour").contains("red"))
        #expect(grid.lines[1...3].joined().contains("Profile"), "the navigation bar's title")
        #expect(grid.lines.contains { $0.contains("‹ Settings") }, "its back button")
    }

    @Test("a terminal too small says so, and how large it must be", arguments: [(30, 10), (62, 20), (0, 0), (1, 1)])
    func tooSmall(columns: Int, rows: Int) throws {
        let session = try StudioSession(makeRig: StudioSessionTests.makeRig)
        let (grid, layout) = Self.frame(session, columns: columns, rows: rows)
        #expect(layout.mapping == nil)
        if rows >= 3, columns >= 24 { #expect(grid.lines.joined().contains("too small")) }
        #expect(layout.point(column: 0, row: 0) == nil)
    }

    /// The sample app's tabs, left to right.
    nonisolated static let tabTitles = ["login", "forms", "hierarchy", "List", "settings"]

    /// Whether `text`, a tab bar's cells, shows `titles` in order with blank cells between
    /// them, each whole or cut short to a few letters and `…`.
    nonisolated static func showsApart(_ titles: [String], in text: String) -> Bool {
        let words = text.split(separator: " ")
        return words.count == titles.count
            && zip(words, titles).allSatisfy { word, title in
                word == title || (word.hasSuffix("…") && word.count > 1 && title.hasPrefix(word.dropLast()))
            }
    }

    @Test("the tab bar's titles keep a blank cell between them in every terminal the studio draws the screen in")
    func tabTitlesApart() throws {
        let session = try StudioSession(makeRig: StudioSessionTests.makeRig)
        let screen = ScreenSnapshot(application: session.application)
        let bar = try #require(screen.find(type: "TabBar", identifier: "tabs").first)
        // Every place the screen takes in a terminal up to 250×90, where every title fits whole.
        var mappings: Set<CellMapping> = []
        for rows in 0...90 {
            for columns in 0...250 {
                if let mapping = StudioLayout(columns: columns, rows: rows, screen: screen.size).mapping {
                    mappings.insert(mapping)
                }
            }
        }
        let smallest = StudioLayout.smallest(for: screen.size)
        #expect(smallest.columns == 57 && smallest.rows == 23, "the smallest terminal, as the README says")
        #expect(mappings.contains { $0.columns == CellMapping.minimum.columns }, "down to the narrowest screen")
        var whole = 0
        for mapping in mappings {
            var grid = CellGrid(columns: mapping.column + mapping.columns, rows: mapping.row + mapping.rows)
            ScreenDrawing(mapping: mapping).draw(screen, into: &grid)
            let row = try #require(mapping.cell(for: bar.center)).row
            let text = String(String.UnicodeScalarView(grid.lines[row].unicodeScalars.dropFirst(mapping.column)))
            #expect(Self.showsApart(Self.tabTitles, in: text), "a screen \(mapping.columns) cells wide: \(text)")
            if text.split(separator: " ").map(String.init) == Self.tabTitles { whole += 1 }
        }
        #expect(whole > 0, "the widest screens show every title whole")
    }

    @Test("the script shows beside the screen, numbered, with the command a replay plays highlighted")
    func scriptPane() throws {
        let session = try Self.profile()
        var (grid, _) = Self.frame(session)
        #expect(grid.lines.contains { $0.contains("1  TabBar tabs Select settings") })
        #expect(grid.lines.contains { $0.contains("2  TableView settings Select 0") })
        var seen: [String] = []
        session.replay { step in
            guard let playing = step.playing, step.results.count == playing else { return }
            let frame = StudioFrame(session: session, title: "", pointer: nil, layout: nil)
            seen.append(frame.script.first { $0.mark == .playing }?.text ?? "")
            #expect(frame.highlight != nil || playing == 0)
        }
        #expect(seen == ["TabBar tabs Select settings", "TableView settings Select 0"])
        (grid, _) = Self.frame(session)
        #expect(grid.lines.contains { $0.contains("✓    1  TabBar tabs Select settings") })
        #expect(grid.lines.contains { $0.contains("replayed 2 of 2 commands on a fresh app, all passed") })
    }

    @Test("the country list shows only its visible rows, and after the wheel the rows further down")
    func tableRows() throws {
        let session = try StudioSession(makeRig: StudioSessionTests.makeRig)
        StudioSessionTests.click(session, try StudioSessionTests.center(session, "Button", "List"))
        session.wait(1)
        var (grid, _) = Self.frame(session)
        let screenText = { (grid: CellGrid) in grid.lines.map { String($0.prefix(72)) }.joined(separator: "\n") }
        #expect(screenText(grid).contains("Argentina") && !screenText(grid).contains("Egypt"))
        #expect(screenText(grid).contains("┃"), "a scroll indicator: there is more below")
        session.scroll(at: try StudioSessionTests.center(session, "TableView", "countries"), by: 2_000)
        session.wait(2)
        (grid, _) = Self.frame(session)
        #expect(!screenText(grid).contains("Argentina") && screenText(grid).contains("Egypt"), "\(screenText(grid))")
    }
}
