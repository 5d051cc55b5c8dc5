import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct ScrollViewTests {
    let test = TestApp()

    /// A 320×480 scroll view over 320×1000 of content, in the test window.
    func scroller(_ identifier: String = "scroller") -> ScrollView {
        let scroller = test.add(identifier) { ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        scroller.contentSize = Size(width: 320, height: 1000)
        return scroller
    }

    @Test("the content offset is the bounds origin: content moves on screen, hit testing and convert follow")
    func offsetMovesContent() {
        let scroller = test.add("scroller") { ScrollView(frame: Rect(x: 10, y: 20, width: 100, height: 100)) }
        scroller.contentSize = Size(width: 100, height: 400)
        let item = test.add("item", to: scroller) { View(frame: Rect(x: 0, y: 150, width: 50, height: 50)) }
        #expect(test.window.hitTest(Point(x: 15, y: 55), with: nil) === scroller)
        scroller.contentOffset = Point(x: 0, y: 120)
        #expect(scroller.bounds.origin == Point(x: 0, y: 120))
        #expect(item.convert(Point.zero, to: nil) == Point(x: 10, y: 50))
        #expect(item.convert(Point(x: 10, y: 50), from: nil) == Point(x: 0, y: 0))
        #expect(scroller.convert(item.frame, to: nil) == Rect(x: 10, y: 50, width: 50, height: 50))
        #expect(test.window.hitTest(Point(x: 15, y: 55), with: nil) === item)
        #expect(test.window.hitTest(Point(x: 15, y: 99), with: nil) === item)
        #expect(test.window.hitTest(Point(x: 15, y: 101), with: nil) === scroller)
        #expect(test.window.hitTest(Point(x: 15, y: 30), with: nil) === scroller)
        #expect(scroller.frame == Rect(x: 10, y: 20, width: 100, height: 100))
    }

    @Test("any view's bounds origin shifts its subviews, and a transform still applies around its center")
    func boundsOriginWithTransform() {
        let frame = test.add("frame") { View(frame: Rect(x: 100, y: 100, width: 100, height: 100)) }
        let corner = test.add("corner", to: frame) { View(frame: Rect(x: 10, y: 10, width: 20, height: 20)) }
        frame.bounds.origin = Point(x: 10, y: 10)
        #expect(corner.convert(Point.zero, to: nil) == Point(x: 100, y: 100))
        frame.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(frame.frame == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(corner.convert(Point.zero, to: nil) == Point(x: 50, y: 50))
        #expect(corner.convert(Point(x: 50, y: 50), from: nil) == .zero)
        #expect(test.window.hitTest(Point(x: 55, y: 55), with: nil) === corner)
        #expect(test.window.hitTest(Point(x: 89, y: 89), with: nil) === corner)
        #expect(test.window.hitTest(Point(x: 91, y: 89), with: nil) === frame)
    }

    @Test("a tap reaches a button scrolled into view, at its new place on screen")
    func tapAfterScrolling() throws {
        let scroller = scroller()
        let counter = Tally()
        let button = test.add("far", to: scroller) {
            Button(title: "Far", frame: Rect(x: 20, y: 900, width: 100, height: 44))
        }
        button.addTarget(counter, action: "bump", for: .touchUpInside) { counter, _, _ in counter.bump() }
        #expect(throws: SynthesisError.self) { try test.input.tap(button) }
        scroller.contentOffset = Point(x: 0, y: 520)
        try test.input.tap(button)
        #expect(counter.count == 1)
    }

    @Test("offsets set in code are clamped to the content, insets included; non-numbers keep their value")
    func clamping() {
        let scroller = scroller()
        scroller.contentOffset = Point(x: 40, y: 5000)
        #expect(scroller.contentOffset == Point(x: 0, y: 520))
        scroller.contentOffset = Point(x: -50, y: -50)
        #expect(scroller.contentOffset == .zero)
        scroller.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scroller.minimumContentOffset == Point(x: 0, y: -20))
        #expect(scroller.maximumContentOffset == Point(x: 0, y: 550))
        scroller.contentOffset = Point(x: 0, y: -100)
        #expect(scroller.contentOffset == Point(x: 0, y: -20))
        scroller.contentOffset = Point(x: .nan, y: .infinity)
        #expect(scroller.contentOffset == Point(x: 0, y: -20))
        scroller.contentOffset = Point(x: 0, y: 700)
        scroller.contentInset = .zero
        #expect(scroller.contentOffset == Point(x: 0, y: 520))
    }

    @Test("content smaller than the view cannot scroll at all")
    func smallContent() {
        let scroller = scroller()
        scroller.contentSize = Size(width: 100, height: 100)
        scroller.contentOffset = Point(x: 30, y: 30)
        #expect(scroller.contentOffset == .zero)
        #expect(scroller.maximumContentOffset == .zero)
    }

    @Test("an animated offset runs on the virtual clock, a did-scroll per step, then the end of the animation")
    func animatedOffset() {
        let scroller = scroller()
        let recorder = ScrollRecorder()
        scroller.delegate = recorder
        scroller.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(scroller.contentOffset == .zero)
        #expect(scroller.isScrollAnimating)
        test.app.clock.advance(by: ScrollView.animationDuration / 2)
        let midway = scroller.contentOffset.y
        #expect(midway > 0 && midway < 300)
        #expect(!recorder.trail.all.contains("didEndScrollingAnimation"))
        test.app.clock.advance(by: ScrollView.animationDuration / 2)
        #expect(scroller.contentOffset == Point(x: 0, y: 300))
        #expect(!scroller.isScrollAnimating)
        let ys = recorder.offsets.map(\.y)
        #expect(ys.count > 2)
        #expect(ys == ys.sorted() && Set(ys).count == ys.count)
        #expect(ys.last == 300)
        #expect(recorder.trail.all == Array(repeating: "didScroll", count: ys.count) + ["didEndScrollingAnimation"])
        test.app.clock.advance(by: 1)
        #expect(recorder.trail.all.count == ys.count + 1)
    }

    @Test("a new offset stops a running animation where it is, without reporting its end")
    func interruptedAnimation() {
        let scroller = scroller()
        let recorder = ScrollRecorder()
        scroller.delegate = recorder
        scroller.setContentOffset(Point(x: 0, y: 400), animated: true)
        test.app.clock.advance(by: 0.1)
        scroller.contentOffset = Point(x: 0, y: 50)
        test.app.clock.advance(by: 1)
        #expect(scroller.contentOffset == Point(x: 0, y: 50))
        #expect(!recorder.trail.all.contains("didEndScrollingAnimation"))
        #expect(!scroller.isScrollAnimating)
    }

    @Test("outside an application there is no clock: an animated offset changes at once")
    func noClock() {
        let scroller = test.make { ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        scroller.contentSize = Size(width: 100, height: 300)
        let recorder = ScrollRecorder()
        scroller.delegate = recorder
        scroller.setContentOffset(Point(x: 0, y: 150), animated: true)
        #expect(scroller.contentOffset == Point(x: 0, y: 150))
        #expect(recorder.trail.all == ["didScroll"])
    }

    @Test("every offset change goes through the offset hook; instead advice can freeze the view")
    func offsetHook() throws {
        let scroller = scroller()
        let seen = Trail()
        try test.registry.on(ScrollView.setContentOffsetHook).onMainActor.before { scrollView, offset in
            seen.note("\(scrollView.componentName) \(offset)")
        }
        scroller.contentOffset = Point(x: 0, y: 9999)
        scroller.setContentOffset(Point(x: 0, y: 100), animated: true)
        test.app.clock.advance(by: ScrollView.animationDuration)
        #expect(seen.all.first == "ScrollView \"scroller\" (0, 520)")
        #expect(seen.all.last == "ScrollView \"scroller\" (0, 100)")
        #expect(seen.all.count > 3)
        try test.registry.on(ScrollView.setContentOffsetHook, scope: .instance(scroller)).instead { _, _ in }
        scroller.contentOffset = Point(x: 0, y: 10)
        #expect(scroller.contentOffset == Point(x: 0, y: 100))
    }

    @Test("delegate calls go through their hooks, seen by advice even with no delegate set")
    func delegateHooks() throws {
        let scroller = scroller()
        let seen = Trail()
        try test.registry.on(ScrollView.delegateDidScrollHook).onMainActor.before { scrollView, _ in
            seen.note("didScroll \(scrollView.contentOffset)")
        }
        try test.registry.on(ScrollView.delegateDidEndScrollingAnimationHook).onMainActor.before { _, _ in
            seen.note("didEndScrollingAnimation")
        }
        scroller.contentOffset = Point(x: 0, y: 40)
        scroller.contentOffset = Point(x: 0, y: 40)
        scroller.setContentOffset(Point(x: 0, y: 80), animated: true)
        test.app.clock.advance(by: ScrollView.animationDuration)
        #expect(seen.all.first == "didScroll (0, 40)")
        #expect(seen.all.suffix(2) == ["didScroll (0, 80)", "didEndScrollingAnimation"])
        #expect(seen.all.filter { $0 == "didScroll (0, 40)" }.count == 1)
    }

    @Test("the delegate is held weakly, a delegate proxy strongly, and setDelegate advice can swap it")
    func delegateOwnership() throws {
        let scroller = scroller()
        var recorder: ScrollRecorder? = ScrollRecorder()
        scroller.delegate = recorder
        #expect(scroller.delegate === recorder)
        recorder = nil
        #expect(scroller.delegate == nil)
        try test.registry.on(ScrollView.setDelegateHook).onMainActor.rewriteArguments { _, delegate in
            delegate.map { ScrollProxy(original: $0) }
        }
        let original = ScrollRecorder()
        scroller.delegate = original
        let proxy = try #require(scroller.delegate as? ScrollProxy)
        #expect(proxy.original === original)
        scroller.contentOffset = Point(x: 0, y: 10)
        #expect(proxy.calls.all == ["didScroll"])
        #expect(original.trail.all == ["didScroll"])
    }
}
