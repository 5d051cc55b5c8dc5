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
}
