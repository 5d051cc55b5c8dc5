import Components
import Interpose

/// A view that writes down every touch delivery it gets, and optionally passes it on.
@MainActor
final class TouchRecorder: View {
    let trail: Trail
    let passesOn: Bool
    private(set) var touches: [Touch] = []

    init(trail: Trail, passesOn: Bool = false, frame: Rect) {
        self.trail = trail
        self.passesOn = passesOn
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        record("began", touches)
        if passesOn { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        record("moved", touches)
        if passesOn { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        record("ended", touches)
        if passesOn { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        record("cancelled", touches)
        if passesOn { super.touchesCancelled(touches, with: event) }
    }

    override var canBecomeFirstResponder: Bool { true }

    override func motionBegan(_ motion: EventSubtype, with event: Event) {
        trail.note("\(componentName) motion began \(motion)")
    }

    override func motionEnded(_ motion: EventSubtype, with event: Event) {
        trail.note("\(componentName) motion ended \(motion)")
    }

    private func record(_ phase: String, _ touches: [Touch]) {
        self.touches += touches
        trail.note("\(componentName) \(phase) \(touches.count)")
    }
}
