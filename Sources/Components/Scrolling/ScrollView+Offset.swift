import Interpose

/// Setting the content offset, with or without animation, and the range it is clamped to.
extension ScrollView {
    /// The smallest valid content offset: minus the top and left insets.
    public var minimumContentOffset: Point {
        Point(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest valid content offset: the content's far edges plus the bottom and right
    /// insets, less the view's size; never less than ``minimumContentOffset``.
    public var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(
            x: Swift.max(minimum.x, contentSize.width + contentInset.right - bounds.width),
            y: Swift.max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Scrolls so that `offset` is the point of the content at the view's top-left corner.
    ///
    /// The offset is clamped to the valid range (``minimumContentOffset`` to
    /// ``maximumContentOffset``); a coordinate that is not a finite number keeps its current
    /// value. Any running animation (a scroll, a zoom, a deceleration) stops first, where it is,
    /// without reporting an end.
    ///
    /// Animated, the offset moves over ``animationDuration`` seconds on the application's
    /// clock, easing in and out, one step per sixtieth of a second; each step goes through
    /// ``setContentOffsetHook`` and so tells the delegate ``ScrollViewDelegate/scrollViewDidScroll(_:)``,
    /// and the last is followed by ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
    /// Without animation (or with nothing to animate, or outside an application, where there is
    /// no clock) the offset changes at once and no end of animation is reported.
    ///
    /// ```swift
    /// scroller.setContentOffset(Point(x: 0, y: 500), animated: true)
    /// app.clock.advance(by: ScrollView.animationDuration)
    /// ```
    ///
    /// - Parameters:
    ///   - offset: The new content offset.
    ///   - animated: Whether to move there over time.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopAnimation()
        let target = clamped(
            Point(x: offset.x.isFinite ? offset.x : contentOffset.x, y: offset.y.isFinite ? offset.y : contentOffset.y))
        guard animated, let clock, target != contentOffset else {
            applyContentOffset(target)
            return
        }
        animateContentOffset(to: target, on: clock)
    }

    /// Scrolls as little as possible so that `rect`, in content coordinates, is visible (as
    /// much of it as fits, from its top-left corner).
    ///
    /// - Parameters:
    ///   - rect: The area to show, in content coordinates.
    ///   - animated: Whether to move there over time.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let rect = rect.standardized
        let visible = Rect(origin: contentOffset, size: bounds.size)
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }

    /// `offset` moved into the valid range.
    func clamped(_ offset: Point) -> Point {
        let (minimum, maximum) = (minimumContentOffset, maximumContentOffset)
        return Point(
            x: Swift.min(Swift.max(offset.x, minimum.x), maximum.x),
            y: Swift.min(Swift.max(offset.y, minimum.y), maximum.y))
    }

    /// Applies `offset` through ``setContentOffsetHook``: moves the bounds origin and, if it
    /// changed, tells the delegate.
    func applyContentOffset(_ offset: Point) {
        ScrollView.setContentOffsetHook.call(self, offset) { scrollView, offset in
            guard offset != scrollView.bounds.origin else { return }
            scrollView.bounds.origin = offset
            scrollView.tellDelegateDidScroll()
        }
    }

    /// Starts `kind` of animation on `clock`, replacing any running one; `step` gets the time
    /// since the start and returns whether it is done (see ``FrameAnimation``).
    func startAnimation(
        _ kind: ScrollAnimationKind, on clock: VirtualClock, duration: Double = .infinity,
        step: @escaping @MainActor (ScrollView, Double) -> Bool
    ) {
        stopAnimation()
        let frames = FrameAnimation(clock: clock, duration: duration) { [weak self] elapsed in
            guard let self else { return true }
            return step(self, elapsed)
        }
        animation = (kind, frames)
    }

    /// Marks the running animation as finished: called by its last step, before it reports
    /// its end, so that the delegate may start another.
    func finishAnimation() {
        animation = nil
    }

    /// Stops whatever animation is running where it is, without reporting an end.
    func stopAnimation() {
        guard let (kind, frames) = animation else { return }
        frames.cancel()
        animation = nil
        if kind == .zooming {
            isZooming = false
            zoomingView = nil
        }
    }

    private func animateContentOffset(to target: Point, on clock: VirtualClock) {
        let start = contentOffset
        startAnimation(.scrolling, on: clock, duration: ScrollView.animationDuration) { scrollView, elapsed in
            let progress = Swift.min(elapsed / ScrollView.animationDuration, 1)
            let offset = progress >= 1 ? target : start.interpolated(to: target, fraction: ScrollView.ease(progress))
            scrollView.applyContentOffset(offset)
            guard progress >= 1 else { return false }
            scrollView.finishAnimation()
            scrollView.tellDelegateDidEndScrollingAnimation()
            return true
        }
    }

    /// Ease in and out: slow at both ends, a cubic curve from 0 to 1.
    static func ease(_ progress: Double) -> Double {
        progress < 0.5 ? 4 * progress * progress * progress : 1 - 4 * (1 - progress) * (1 - progress) * (1 - progress)
    }
}
