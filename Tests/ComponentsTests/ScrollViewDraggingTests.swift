import ComponentTestSupport
@_spi(Testing) import Components
import Interpose
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The dragging and deceleration entry points that touch handling will drive.
@MainActor
@Suite struct ScrollViewDraggingTests {
    let test = TestApp()
    let scroller: ScrollView
    let recorder = ScrollRecorder()

    /// A 320×480 scroll view over 320×1000 of content.
    init() {
        scroller = test.add("scroller") { ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        scroller.contentSize = Size(width: 320, height: 1000)
        scroller.delegate = recorder
    }

    @Test("the content follows the finger inside the content, and only along an axis it fills")
    func following() {
        #expect(scroller.beginDragging())
        scroller.dragContent(translation: Point(x: -40, y: -100))
        #expect(scroller.contentOffset == Point(x: 0, y: 100))
        #expect(scroller.isDragging)
        scroller.endDragging(velocity: .zero)
        #expect(!scroller.isDragging)
        #expect(
            recorder.milestones == [
                "willBeginDragging", "willEndDragging (0, 0) (0, 100)", "didEndDragging decelerate=false",
            ])
    }

    @Test("past an edge the content rubber-bands when bouncing, and springs back on the clock when let go")
    func bouncing() {
        scroller.beginDragging()
        scroller.dragContent(translation: Point(x: 0, y: 100))
        let pulled = scroller.contentOffset.y
        #expect(pulled < 0 && pulled > -100)
        #expect(pulled == -(1 - 1 / (100 * 0.55 / 480 + 1)) * 480)
        scroller.endDragging(velocity: .zero)
        #expect(scroller.isDecelerating)
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == .zero)
        #expect(
            recorder.milestones == [
                "willBeginDragging", "willEndDragging (0, 0) (0, 0)", "didEndDragging decelerate=true",
                "willBeginDecelerating", "didEndDecelerating",
            ])
    }

    @Test("without bouncing a drag stops at the edge; with scrolling off there is no drag")
    func clampedDrag() {
        scroller.bounces = false
        scroller.beginDragging()
        scroller.dragContent(translation: Point(x: 0, y: 100))
        #expect(scroller.contentOffset == .zero)
        scroller.dragContent(translation: Point(x: 0, y: -5000))
        #expect(scroller.contentOffset == Point(x: 0, y: 520))
        scroller.endDragging(velocity: .zero)
        scroller.isScrollEnabled = false
        #expect(!scroller.beginDragging())
        scroller.dragContent(translation: Point(x: 0, y: 200))
        #expect(scroller.contentOffset == Point(x: 0, y: 520))
    }

    @Test("deceleration decays exponentially at 0.998 per millisecond and settles on the projected stop")
    func deceleration() {
        #expect(scroller.decelerate(velocity: Point(x: 0, y: 500)))
        let distance = 500 * 0.998 / (1 - 0.998) / 1000
        test.app.clock.advance(by: 0.1)
        let expected = distance * (1 - pow(0.998, 100))
        #expect(Swift.abs(scroller.contentOffset.y - expected) < 1e-6)
        #expect(scroller.isDecelerating)
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == Point(x: 0, y: distance))
        #expect(!scroller.isDecelerating)
        #expect(recorder.milestones == ["willBeginDecelerating", "didEndDecelerating"])
        #expect(!scroller.decelerate(velocity: .zero))
    }

    @Test("a flick decelerates within the content, and the delegate can move where it stops")
    func flick() {
        scroller.beginDragging()
        scroller.dragContent(translation: Point(x: 0, y: -50))
        scroller.endDragging(velocity: Point(x: 0, y: -5000))
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == Point(x: 0, y: 520))
        recorder.redirectedTarget = Point(x: 0, y: 200)
        scroller.beginDragging()
        scroller.endDragging(velocity: Point(x: 0, y: 3000))
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == Point(x: 0, y: 200))
    }

    @Test("a touch-down stops a deceleration where it is, without reporting an end")
    func stopDeceleration() {
        scroller.decelerate(velocity: Point(x: 0, y: 2000))
        test.app.clock.advance(by: 0.2)
        let stopped = scroller.contentOffset
        scroller.beginDragging()
        test.app.clock.runUntilIdle()
        #expect(scroller.contentOffset == stopped)
        #expect(!recorder.milestones.contains("didEndDecelerating"))
    }
}
