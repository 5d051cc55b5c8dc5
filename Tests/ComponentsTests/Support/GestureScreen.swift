import ComponentTestSupport
import Components
import Interpose

/// A screen for gesture tests: a view that records the touches it gets, and helpers that attach
/// recognizers whose actions write `name state` into a trail.
@MainActor
final class GestureScreen {
    let test: TestApp
    let trail = Trail()
    let pad: TouchRecorder

    init(in test: TestApp, frame: Rect = Rect(x: 20, y: 40, width: 280, height: 280)) {
        self.test = test
        let trail = trail
        pad = test.add("pad") { TouchRecorder(trail: trail, frame: frame) }
    }

    /// Attaches `recognizer` (built in the test's registry) to `view` (the pad by default) with
    /// an action that notes `name state` in the trail.
    @discardableResult
    func attach<R: GestureRecognizer>(_ name: String, to view: View? = nil, _ build: () -> R) -> R {
        let recognizer = test.make(build)
        recognizer.name = name
        recognizer.addTarget(self, action: name) { screen, recognizer in
            screen.trail.note("\(name) \(recognizer.state)")
        }
        (view ?? pad).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// What the recognizers' actions noted, without the pad's touches.
    var actions: [String] {
        trail.all.filter { !$0.hasPrefix("TouchRecorder") }
    }

    /// What the pad received, as `phase count`.
    var padTouches: [String] {
        let prefix = "TouchRecorder \"pad\" "
        return trail.all.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
