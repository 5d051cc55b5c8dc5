import Components
import Plugins
import Testing

/// Frames drawn from snapshots made by hand: what each kind of component looks like in cells,
/// and the script beside them.
@Suite struct StudioFrameTests {
    /// A 320×480 window holding `children`.
    static func screen(_ children: [ComponentSnapshot]) -> ScreenSnapshot {
        let window = ComponentSnapshot(
            type: "Window", size: Size(width: 320, height: 480), content: .window, children: children)
        return ScreenSnapshot(size: Size(width: 320, height: 480), windows: [window])
    }

    /// A component at `frame`.
    static func at(_ frame: Rect, _ type: String, _ content: ComponentSnapshot.Content) -> ComponentSnapshot {
        ComponentSnapshot(
            type: type, size: frame.size, transform: AffineTransform(translationX: frame.minX, y: frame.minY),
            content: content)
    }

    static func text(of frame: StudioFrame, columns: Int = 120, rows: Int = 50) -> String {
        let layout = StudioLayout(columns: columns, rows: rows, screen: frame.screen.size)
        return frame.grid(layout).lines.joined(separator: "\n")
    }

    @Test("a secure field shows its bullets, a field its placeholder when empty, a label its text")
    func fields() {
        let screen = Self.screen([
            Self.at(
                Rect(x: 20, y: 20, width: 280, height: 32), "TextField",
                .textField(text: "•••••", placeholder: "Password", isSecure: true, isEditing: false)),
            Self.at(
                Rect(x: 20, y: 60, width: 280, height: 32), "TextField",
                .textField(text: "", placeholder: "Email", isSecure: false, isEditing: false)),
            Self.at(Rect(x: 20, y: 100, width: 280, height: 28), "Label", .text("Hello, Ada")),
        ])
        let text = Self.text(of: StudioFrame(screen: screen, script: []))
        #expect(text.contains("•••••") && !text.contains("Password"))
        #expect(text.contains("Email") && text.contains("Hello, Ada"))
    }

    @Test("a switch, a slider at its value, a stepper, segments and a picker's wheel")
    func controls() throws {
        let wheel = ComponentSnapshot.Wheel(
            selectedRow: 1, rowCount: 3, rowHeight: 32,
            rows: [.init(index: 0, title: "red"), .init(index: 1, title: "green"), .init(index: 2, title: "blue")])
        let screen = Self.screen([
            Self.at(Rect(x: 20, y: 20, width: 60, height: 31), "Switch", .toggle(isOn: true)),
            Self.at(Rect(x: 20, y: 60, width: 200, height: 28), "Slider", .slider(value: 1, minimum: 0, maximum: 1)),
            Self.at(Rect(x: 20, y: 100, width: 94, height: 30), "Stepper", .stepper(value: 1, minimum: 1, maximum: 8)),
            Self.at(
                Rect(x: 20, y: 140, width: 280, height: 30), "SegmentedControl",
                .segments(titles: ["S", "M", "L"], selected: 1)),
            Self.at(Rect(x: 20, y: 200, width: 280, height: 120), "PickerView", .picker(wheels: [wheel])),
        ])
        let lines = Self.text(of: StudioFrame(screen: screen, script: [])).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("on") && $0.contains("●") })
        let slider = try #require(lines.first { $0.contains("━") })
        #expect(slider.contains("━●") && !slider.contains("─"), "a full slider: \(slider)")
        #expect(lines.contains { $0.contains("−") && $0.contains("+") })
        #expect(lines.contains { $0.contains("S") && $0.contains("M") && $0.contains("L") })
        let red = try #require(lines.firstIndex { $0.contains("red") })
        let green = try #require(lines.firstIndex { $0.contains("green") })
        let blue = try #require(lines.firstIndex { $0.contains("blue") })
        #expect(red < green && green < blue, "the wheel's rows in order about the selected one")
    }

    @Test("the script shows numbered commands, warnings above them, and a failure's reason below it")
    func script() {
        let frame = StudioFrame(
            screen: Self.screen([]),
            script: [
                ScriptPaneLine(.warning, "warning: \"OK\" matches 2 Button components"),
                ScriptPaneLine(.command(1), "Button #2 Tap", mark: .failed),
                ScriptPaneLine(.failure, "no Button #2 on screen"),
                ScriptPaneLine(.command(2), "Device * Shake", mark: .playing),
            ], message: "replaying")
        let text = Self.text(of: frame)
        #expect(text.contains("Script · 2 commands"))
        #expect(text.contains("# warning: \"OK\" matches 2 Button components"))
        #expect(text.contains("✗    1  Button #2 Tap"))
        #expect(text.contains("✗ no Button #2 on screen"))
        #expect(text.contains("▶    2  Device * Shake"))
        #expect(text.contains(" replaying"))
    }

    @Test(
        "a cell of the screen maps to the same point in every frame of the same size, and back",
        arguments: [(80, 24), (200, 60), (400, 120)])
    func mappingAcrossSizes(columns: Int, rows: Int) throws {
        let layout = StudioLayout(columns: columns, rows: rows, screen: Size(width: 320, height: 529))
        let mapping = try #require(layout.mapping, "\(columns)×\(rows) is large enough")
        #expect(layout.script.columns >= StudioLayout.scriptColumns)
        let point = try #require(layout.point(column: mapping.column, row: mapping.row))
        #expect(point.x < mapping.pointsPerColumn && point.y < mapping.pointsPerRow)
        #expect(layout.point(column: 0, row: 0) == nil, "the title row and the margin are off the screen")
    }

    @Test("the smallest terminal the studio names is the smallest it draws in")
    func smallest() {
        let screen = Size(width: 320, height: 529)
        let (columns, rows) = StudioLayout.smallest(for: screen)
        #expect(StudioLayout(columns: columns, rows: rows, screen: screen).mapping != nil)
        #expect(StudioLayout(columns: columns - 1, rows: rows, screen: screen).mapping == nil)
        #expect(StudioLayout(columns: columns + 100, rows: rows - 1, screen: screen).mapping == nil)
        #expect(columns <= 80 && rows <= 24, "an 80×24 terminal is enough for the sample app")
    }
}
