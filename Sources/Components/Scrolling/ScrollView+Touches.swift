/// Touch handling: the pan recognizer that drags the content and the pinch recognizer that
/// zooms it, both attached to the scroll view when it is created.
///
/// ```
///   finger down on the content ─▶ panGestureRecognizer (delaysContentTouches: the content
///                                  waits up to contentTouchDelay before it hears the touch)
///     ├─ moves 10 points ─▶ began: beginDragging(), dragContent(translation:)
///     │                     the content's touch is cancelled (or never delivered)
///     ├─ moves on ───────▶ changed: dragContent(translation:)
///     └─ lifts ──────────▶ ended: endDragging(velocity:) ─▶ deceleration on the clock
///   two fingers pinch ─▶ pinchGestureRecognizer: beginZooming(), applyZoom(…), endZooming()
/// ```
extension ScrollView {
    /// How long, in seconds on the virtual clock, ``delaysContentTouches`` holds a touch back
    /// from the content before delivering it: 0.15, about UIKit's delay. A drag that starts
    /// within it never reaches the content; a finger still resting after it reaches the content,
    /// and a drag that starts later cancels the content's touch (see
    /// ``canCancelContentTouches``).
    nonisolated public static let contentTouchDelay = 0.15

    /// Sets up the pan and pinch recognizers and attaches them to the scroll view.
    func installTouchRecognizers() {
        panGestureRecognizer.name = "scroll view pan"
        panGestureRecognizer.maximumTouchesBeganDelay = ScrollView.contentTouchDelay
        panGestureRecognizer.addTarget(self, action: "drag content") { scrollView, pan in scrollView.handlePan(pan) }
        pinchGestureRecognizer.name = "scroll view pinch"
        pinchGestureRecognizer.addTarget(self, action: "zoom content") { scrollView, pinch in
            scrollView.handlePinch(pinch)
        }
        applyTouchSettings()
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(pinchGestureRecognizer)
    }

    /// Carries ``isScrollEnabled`` and ``delaysContentTouches`` over to the pan recognizer.
    func applyTouchSettings() {
        panGestureRecognizer.isEnabled = isScrollEnabled
        panGestureRecognizer.delaysTouchesBegan = delaysContentTouches
    }

    /// Drags the content with the finger: began, changed, ended, cancelled.
    private func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard beginDragging() else { return }
            dragContent(translation: pan.translation(in: self))
        case .changed:
            dragContent(translation: pan.translation(in: self))
        case .ended:
            dragContent(translation: pan.translation(in: self))
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// Zooms with the fingers: the scale is the pinch's times the zoom scale when it began, and
    /// the point of the content that was between the fingers stays between them.
    private func handlePinch(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            stopAnimation()
            guard let view = beginZooming() else { return }
            pinchStart = (scale: storedZoomScale, anchor: pinch.location(in: view))
            followPinch(pinch)
        case .changed:
            followPinch(pinch)
        case .ended:
            followPinch(pinch)
            finishPinch()
        case .cancelled:
            finishPinch()
        case .possible, .failed:
            break
        }
    }

    private func finishPinch() {
        guard pinchStart != nil else { return }
        pinchStart = nil
        if zoomingView != nil { endZooming() }
    }

    private func followPinch(_ pinch: PinchGestureRecognizer) {
        guard let start = pinchStart, zoomingView != nil else { return }
        let viewportPoint = pinch.location(in: self) - bounds.origin
        applyZoom(scale: start.scale * pinch.scale, keeping: start.anchor, at: viewportPoint)
    }
}
