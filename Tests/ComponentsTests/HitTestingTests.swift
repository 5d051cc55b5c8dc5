import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct HitTestingTests {
    let test = TestApp()

    @Test("hit testing finds the deepest view, front to back, through nested offsets")
    func nested() {
        let card = test.add("card") { View(frame: Rect(x: 20, y: 40, width: 200, height: 200)) }
        let back = test.add("back", to: card) { View(frame: Rect(x: 10, y: 10, width: 100, height: 100)) }
        let front = test.add("front", to: card) { View(frame: Rect(x: 60, y: 60, width: 100, height: 100)) }
        #expect(test.window.hitTest(Point(x: 35, y: 55), with: nil) === back)
        #expect(test.window.hitTest(Point(x: 100, y: 120), with: nil) === front)
        #expect(test.window.hitTest(Point(x: 210, y: 230), with: nil) === card)
        #expect(test.window.hitTest(Point(x: 300, y: 400), with: nil) === test.window)
        #expect(test.window.hitTest(Point(x: 400, y: 10), with: nil) == nil)
    }

    @Test("hit testing honours a scale transform: the grown area is hit, and maps back to bounds")
    func transformed() {
        let zoomed = test.add("zoomed") { View(frame: Rect(x: 100, y: 100, width: 100, height: 100)) }
        let corner = test.add("corner", to: zoomed) { View(frame: Rect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(test.window.hitTest(Point(x: 60, y: 60), with: nil) === test.window)
        zoomed.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(test.window.hitTest(Point(x: 60, y: 60), with: nil) === corner)
        #expect(test.window.hitTest(Point(x: 240, y: 240), with: nil) === zoomed)
        zoomed.transform = AffineTransform(translationX: 100, y: 0)
        #expect(test.window.hitTest(Point(x: 205, y: 105), with: nil) === corner)
    }

    @Test("hidden, transparent and non-interactive views, and disabled controls, let touches through")
    func passThrough() {
        let base = test.add("base") { View(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        let cover = test.add("cover") { View(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        let point = Point(x: 50, y: 50)
        #expect(test.window.hitTest(point, with: nil) === cover)
        cover.isHidden = true
        #expect(test.window.hitTest(point, with: nil) === base)
        cover.isHidden = false
        cover.alpha = 0
        #expect(test.window.hitTest(point, with: nil) === base)
        cover.alpha = 1
        cover.isUserInteractionEnabled = false
        #expect(test.window.hitTest(point, with: nil) === base)
        let button = test.add("button") { Button(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        #expect(test.window.hitTest(point, with: nil) === button)
        button.isEnabled = false
        #expect(test.window.hitTest(point, with: nil) === base)
        #expect(test.make { Label(text: "x") }.isUserInteractionEnabled == false)
    }

    @Test("a subview outside its superview's bounds is not hit")
    func outsideSuperview() {
        let small = test.add("small") { View(frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        test.add("sticking-out", to: small) { View(frame: Rect(x: 40, y: 40, width: 50, height: 50)) }
        #expect(test.window.hitTest(Point(x: 70, y: 70), with: nil) === test.window)
    }
}
