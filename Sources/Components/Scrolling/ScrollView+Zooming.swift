import Interpose

/// Zooming: scaling the view the delegate names, and keeping the right part of it in view.
extension ScrollView {
    /// Zooms to `scale`, keeping the point at the middle of the view where it is.
    ///
    /// The view the delegate returns from ``ScrollViewDelegate/viewForZooming(in:)`` (a subview
    /// of the scroll view) gets a scale transform; its top-left corner stays put, and the
    /// content size becomes its scaled frame. With no view for zooming nothing happens.
    ///
    /// The scale is clamped to ``minimumZoomScale`` ... ``maximumZoomScale``: a negative scale,
    /// zero or one below the range gives the minimum, one above it the maximum; a scale that is
    /// not a number is ignored. A scale equal to the current one does nothing.
    ///
    /// The delegate hears ``ScrollViewDelegate/scrollViewWillBeginZooming(_:with:)``, then
    /// ``ScrollViewDelegate/scrollViewDidZoom(_:)`` for each change (once, or at each step of
    /// the animation, over ``animationDuration``), and at the end
    /// ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)`` with the final scale,
    /// as after a pinch, so a delegate that redraws at the end of a zoom redraws after zooms in
    /// code too.
    ///
    /// ```swift
    /// scroller.maximumZoomScale = 4
    /// scroller.setZoomScale(2, animated: false)
    /// scroller.zoomScale   // 2
    /// ```
    ///
    /// - Parameters:
    ///   - scale: The new zoom scale.
    ///   - animated: Whether to zoom over time.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard let scale = clampedZoomScale(scale), scale != storedZoomScale else { return }
        zoom(toScale: scale, center: nil, animated: animated)
    }

    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the scroll view
    /// as far as the scale range allows, centred.
    ///
    /// The scale is the largest at which the whole rectangle fits, clamped to the range; the
    /// offset is clamped to the valid range too, so a rectangle near an edge ends up as close
    /// to the middle as the content allows. An empty rectangle zooms to the maximum scale
    /// around its origin; one whose position is not made of numbers keeps the point in the middle
    /// of the view where it is. The delegate hears what
    /// ``setZoomScale(_:animated:)`` describes.
    ///
    /// - Parameters:
    ///   - rect: The area of the zoomed view to show.
    ///   - animated: Whether to zoom over time.
    public func zoom(to rect: Rect, animated: Bool) {
        let rect = rect.standardized
        let fit = Swift.min(bounds.width / rect.width, bounds.height / rect.height)
        let scale = clampedZoomScale(fit.isNaN ? .infinity : fit) ?? storedZoomScale
        let center = rect.center.isFinite ? rect.center : rect.origin
        zoom(toScale: scale, center: center.isFinite ? center : nil, animated: animated)
    }

    /// The allowed zoom scales: the minimum to the larger of the minimum and maximum.
    public var zoomScaleRange: ClosedRange<Double> {
        minimumZoomScale...Swift.max(minimumZoomScale, maximumZoomScale)
    }

    /// `scale` clamped to ``zoomScaleRange``, or `nil` when it is not a number.
    func clampedZoomScale(_ scale: Double) -> Double? {
        guard !scale.isNaN else { return nil }
        return Swift.min(Swift.max(scale, zoomScaleRange.lowerBound), zoomScaleRange.upperBound)
    }

    /// Brings the zoom scale back into the range after the range changed.
    func zoomRangeDidChange() {
        if let scale = clampedZoomScale(storedZoomScale), scale != storedZoomScale {
            setZoomScale(scale, animated: false)
        }
    }

    private func zoom(toScale scale: Double, center: Point?, animated: Bool) {
        stopAnimation()
        guard let view = beginZooming() else { return }
        let viewport = Point(x: bounds.width / 2, y: bounds.height / 2)
        let startCenter = view.convert(bounds.center, from: self)
        let (startScale, endCenter) = (storedZoomScale, center ?? startCenter)
        guard animated, let clock else {
            applyZoom(scale: scale, keeping: endCenter, at: viewport)
            return endZooming()
        }
        startAnimation(.zooming, on: clock, duration: ScrollView.animationDuration) { scrollView, elapsed in
            let progress = ScrollView.ease(Swift.min(elapsed / ScrollView.animationDuration, 1))
            let step = startScale + (scale - startScale) * progress
            let anchor = startCenter.interpolated(to: endCenter, fraction: progress)
            scrollView.applyZoom(scale: progress >= 1 ? scale : step, keeping: anchor, at: viewport)
            guard progress >= 1 else { return false }
            scrollView.finishAnimation()
            scrollView.endZooming()
            return true
        }
    }

    /// Starts a zoom: asks the delegate for the view to zoom and, if there is one, tells it the
    /// zoom begins. The entry point for pinching.
    ///
    /// - Returns: The view being zoomed, or `nil` when the delegate names none.
    func beginZooming() -> View? {
        guard let view = askDelegateViewForZooming() else { return nil }
        zoomingView = view
        isZooming = true
        tellDelegateWillBeginZooming(view)
        return view
    }

    /// Zooms the view being zoomed to `scale` (clamped) so that `anchor`, a point in that view's
    /// coordinates, ends up at `viewportPoint`, a point relative to the scroll view's top-left
    /// corner; the offset is clamped. Tells the delegate the scale changed. The step of every
    /// zoom, and the entry point for pinching, which keeps the point between the fingers.
    func applyZoom(scale: Double, keeping anchor: Point, at viewportPoint: Point) {
        guard let view = zoomingView, let scale = clampedZoomScale(scale) else { return }
        ScrollView.setZoomScaleHook.call(self, scale) { scrollView, scale in
            scrollView.scale(view, to: scale)
        }
        applyContentOffset(clamped(view.convert(anchor, to: self) - viewportPoint))
        tellDelegateDidZoom()
    }

    /// Ends a zoom, telling the delegate the final scale. The entry point for pinching.
    func endZooming() {
        let view = zoomingView
        isZooming = false
        zoomingView = nil
        tellDelegateDidEndZooming(view, scale: storedZoomScale)
    }

    /// Scales `view` to `scale` around its top-left corner, and makes its frame the content.
    private func scale(_ view: View, to scale: Double) {
        let origin = view.frame.origin
        storedZoomScale = scale
        view.transform = AffineTransform(scaleX: scale, y: scale)
        let size = Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        contentSize = Size(width: view.frame.maxX, height: view.frame.maxY)
    }
}
