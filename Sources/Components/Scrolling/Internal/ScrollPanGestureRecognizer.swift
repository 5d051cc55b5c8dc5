/// The pan recognizer a scroll view drags its content with: a ``PanGestureRecognizer`` that
/// fails, instead of beginning, when its scroll view could not take the touches.
///
/// It fails at the first move when the content cannot move along either axis (it fits in the
/// bounds and does not always bounce), and, with `canCancelContentTouches` off, when a touch
/// has already reached a view inside the scroll view: that view keeps it. A finger going down
/// on content that is decelerating within its range stops it where it is (UIKit's catch).
@MainActor
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// Catches decelerating content, then pans as usual.
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if let scrollView = view as? ScrollView, scrollView.isDecelerating,
            scrollView.clamped(scrollView.contentOffset) == scrollView.contentOffset
        {
            scrollView.stopAnimation()
        }
        super.touchesBegan(touches, with: event)
    }

    /// Fails when the scroll view could not take the touches; otherwise pans.
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        if state == .possible, let scrollView = view as? ScrollView, !scrollView.canPan(activeTouches) {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }
}

extension ScrollView {
    /// Whether a drag of `touches` may scroll: the content can move, and, unless
    /// ``canCancelContentTouches``, none of the touches has reached a view inside already.
    func canPan(_ touches: [Touch]) -> Bool {
        let (minimum, maximum) = (minimumContentOffset, maximumContentOffset)
        let movable =
            maximum.x > minimum.x || maximum.y > minimum.y || alwaysBounceHorizontal || alwaysBounceVertical
        guard movable else { return false }
        guard !canCancelContentTouches, let environment = window?.gestureEnvironment else { return true }
        return !touches.contains { touch in
            guard touch.view !== self, let record = environment.record(for: touch) else { return false }
            return record.viewDelivery == .delivering || record.viewDelivery == .withheldEnded
        }
    }
}
