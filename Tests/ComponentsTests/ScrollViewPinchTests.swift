import ComponentTestSupport
import Components
import Interpose
import Testing

/// Pinching a scroll view, and fingers on a table view.
@MainActor
@Suite struct ScrollViewPinchTests {
    let test = TestApp()

    @Test("seed 003: a two-finger pinch zooms, keeps the point between the fingers, and the delegate hears the scale")
    func pinchZooms() throws {
        let scroller = test.add("scroller") { ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        let photo = test.add("photo", to: scroller) { View(frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        scroller.contentSize = Size(width: 200, height: 200)
        scroller.minimumZoomScale = 0.5
        scroller.maximumZoomScale = 4
        let recorder = ScrollRecorder(zoomView: photo)
        scroller.delegate = recorder
        scroller.contentOffset = Point(x: 20, y: 30)
        let pinched = photo.convert(Point(x: 70, y: 80), from: scroller)
        try test.input.pinch(scroller, scale: 2, at: Point(x: 70, y: 80))
        #expect(Swift.abs(scroller.zoomScale - 2) < 1e-9)
        #expect(!scroller.isZooming)
        #expect(
            recorder.milestones == [
                "willBeginZooming View \"photo\"", "didEndZooming View \"photo\" \(scroller.zoomScale)",
            ])
        let now = photo.convert(pinched, to: scroller)  // the same content point, where it is now
        #expect(Swift.abs(now.x - scroller.contentOffset.x - 50) < 1e-6)
        #expect(Swift.abs(now.y - scroller.contentOffset.y - 50) < 1e-6)
        try test.input.pinch(scroller, scale: 0.1)
        #expect(scroller.zoomScale == 0.5)
        #expect(recorder.milestones.last == "didEndZooming View \"photo\" 0.5")
    }

    @Test("a pinch where zooming is impossible changes nothing and asks for no zoom")
    func pinchWithoutZooming() throws {
        let scroller = test.add("scroller") { ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        let photo = test.add("photo", to: scroller) { View(frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        scroller.contentSize = Size(width: 200, height: 200)
        let recorder = ScrollRecorder(zoomView: photo)
        scroller.delegate = recorder
        try test.input.pinch(scroller, scale: 2)
        #expect(scroller.zoomScale == 1)
        #expect(recorder.milestones.isEmpty)
        scroller.maximumZoomScale = 3
        recorder.zoomView = nil
        try test.input.pinch(scroller, scale: 2)
        #expect(scroller.zoomScale == 1 && recorder.milestones.isEmpty)
    }

    @Test("a table tapped selects the row; a swipe scrolls it and selects nothing, making only the cells on screen")
    func tableTouches() throws {
        let created = Trail()
        try test.registry.on(View.didInitHook, scope: .type(TableViewCell.self)).onMainActor.after { _, _, _ in
            created.note("cell")
        }
        let table = test.add("table") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        let rows = NumberedRows([100_000])
        let delegate = RowDelegate()
        table.delegate = delegate
        table.dataSource = rows
        try test.input.tapRow(at: IndexPath(row: 2), in: table)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2))
        let tapped = try #require(table.cellForRow(at: IndexPath(row: 4)))
        try test.input.swipe(tapped, .up, distance: 200)
        test.app.clock.advance(by: 10)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2))
        #expect(table.contentOffset.y > 200)
        try test.input.scroll(table, by: Point(x: 0, y: 10_000))
        #expect(table.indexPathsForVisibleRows.first?.row ?? 0 > 200)
        #expect(table.subviews.count == table.visibleCells.count)
        #expect(created.all.count <= table.visibleCells.count + 2)
        try test.input.tap(table.visibleCells[1])
        #expect(table.indexPathForSelectedRow == table.indexPathsForVisibleRows[1])
    }
}
