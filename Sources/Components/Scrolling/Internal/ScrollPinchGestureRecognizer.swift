/// The pinch recognizer a scroll view zooms with: a ``PinchGestureRecognizer`` that fails as
/// soon as a finger goes down when its scroll view cannot zoom, so that it never takes touches
/// from the content or the pan for nothing.
@MainActor
final class ScrollPinchGestureRecognizer: PinchGestureRecognizer {
    /// Fails when the scroll view cannot zoom; otherwise follows the fingers.
    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let scrollView = view as? ScrollView, scrollView.canZoom else {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}

extension ScrollView {
    /// Whether a pinch may zoom: the zoom range is more than one scale and the delegate names a
    /// view for zooming (asked only when the range allows zooming).
    var canZoom: Bool {
        zoomScaleRange.upperBound > zoomScaleRange.lowerBound && askDelegateViewForZooming() != nil
    }
}
