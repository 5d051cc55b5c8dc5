import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct ResponderChainTests {
    let test = TestApp()
    let trail = Trail()

    @Test("the chain runs from a view through its superviews and window to the application")
    func chain() {
        let card = test.add("card") { View(frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        let button = test.add("ok", to: card) { Button(frame: Rect(x: 0, y: 0, width: 50, height: 50)) }
        var chain: [Responder] = []
        var responder: Responder? = button
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        #expect(chain.count == 4)
        #expect(chain[1] === card && chain[2] === test.window && chain[3] === test.app)
    }

    @Test("touches a view does not handle go up to the superview that does")
    func unhandledTouchesGoUp() throws {
        let canvas = test.add("canvas") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        }
        let sticker = test.add("sticker", to: canvas) { View(frame: Rect(x: 100, y: 100, width: 50, height: 50)) }
        try test.input.tap(sticker)
        #expect(trail.all == ["TouchRecorder \"canvas\" began 1", "TouchRecorder \"canvas\" ended 1"])
        #expect(canvas.touches.first?.view === sticker)
    }

    @Test("a handler that passes touches on lets its superview see them too")
    func passingOn() throws {
        let outer = test.add("outer") { TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 300, height: 300)) }
        let inner = test.add("inner", to: outer) {
            TouchRecorder(trail: trail, passesOn: true, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        }
        try test.input.tap(inner)
        #expect(
            trail.all == [
                "TouchRecorder \"inner\" began 1", "TouchRecorder \"outer\" began 1",
                "TouchRecorder \"inner\" ended 1", "TouchRecorder \"outer\" ended 1",
            ])
    }

    @Test("becoming first responder takes the role from the previous one, if it lets go")
    func firstResponder() {
        let first = test.add("first") { TextField() }
        let second = test.add("second") { TextField() }
        #expect(test.make { View() }.becomeFirstResponder() == false)
        #expect(first.becomeFirstResponder())
        #expect(test.app.firstResponder === first)
        #expect(second.becomeFirstResponder())
        #expect(first.isFirstResponder == false && first.isEditing == false)
        #expect(second.isEditing)
        second.removeFromSuperview()
        #expect(test.app.firstResponder == nil)
        #expect(second.isEditing == false)
    }

    @Test("a shake goes to the first responder, and to the key window when there is none")
    func motionRouting() {
        let recorder = test.add("shaker") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        test.input.shake()
        #expect(trail.all.isEmpty)
        recorder.becomeFirstResponder()
        test.input.shake()
        #expect(
            trail.all == [
                "TouchRecorder \"shaker\" motion began motionShake",
                "TouchRecorder \"shaker\" motion ended motionShake",
            ])
    }

    @Test("unhandled motion climbs the chain past views that ignore it")
    func motionClimbs() throws {
        let recorder = test.add("outer") {
            TouchRecorder(trail: trail, frame: Rect(x: 0, y: 0, width: 200, height: 200))
        }
        let field = test.add("field", to: recorder) { TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30)) }
        #expect(field.becomeFirstResponder())
        let seen = Trail()
        try test.registry.on(Responder.deliverMotionHook).onMainActor.before { responder, arguments in
            seen.note("\(responder) \(arguments.phase)")
        }
        test.input.shake()
        #expect(seen.all.first == "TextField \"field\" began")
        #expect(seen.all.contains("TouchRecorder \"outer\" began"))
        #expect(trail.all.count == 2)
    }
}
