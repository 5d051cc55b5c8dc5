#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Dragging and deceleration: the entry points finger panning drives.
///
/// The scroll view's ``panGestureRecognizer`` calls ``beginDragging()`` when a drag starts,
/// ``dragContent(translation:)`` as the finger moves, and ``endDragging(velocity:)`` when it
/// lifts; the scroll view does the rest (rubber-banding past the edges, the delegate calls,
/// deceleration on the clock). They are open to tests as SPI (`@_spi(Testing) import
/// Components`) to drive a drag without touches.
extension ScrollView {
    /// Starts a drag: stops any animation where it is and tells the delegate
    /// ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``. Does nothing when scrolling is
    /// off or a drag is under way.
    ///
    /// - Returns: Whether a drag began.
    @_spi(Testing) @discardableResult
    public func beginDragging() -> Bool {
        guard isScrollEnabled, !isDragging else { return false }
        stopAnimation()
        dragStartOffset = contentOffset
        isTracking = true
        isDragging = true
        tellDelegateWillBeginDragging()
        return true
    }

    /// Moves the content with the finger: `translation` is how far the finger has moved since
    /// the drag began, as a pan reports it, so the offset moves the other way.
    ///
    /// Along an axis the content does not fill (and does not always bounce in) the offset stays
    /// put. Past an edge, with ``bounces`` on, the content follows the finger less and less
    /// (UIKit's rubber band: `(1 − 1 / (d · 0.55 / size + 1)) · size` for a pull of `d`);
    /// with it off, the offset is clamped. Does nothing unless a drag is under way.
    @_spi(Testing)
    public func dragContent(translation: Point) {
        guard isDragging, translation.isFinite else { return }
        let (minimum, maximum) = (minimumContentOffset, maximumContentOffset)
        let x = follow(
            dragStartOffset.x - translation.x, start: dragStartOffset.x, range: minimum.x...maximum.x,
            size: bounds.width, alwaysBounces: alwaysBounceHorizontal)
        let y = follow(
            dragStartOffset.y - translation.y, start: dragStartOffset.y, range: minimum.y...maximum.y,
            size: bounds.height, alwaysBounces: alwaysBounceVertical)
        applyContentOffset(Point(x: x, y: y))
    }

    /// Ends a drag: the finger lifted moving at `velocity` (points per second, as a pan reports
    /// it).
    ///
    /// The content would coast to where its velocity (the finger's, reversed) decays to nothing
    /// at the ``decelerationRate``, clamped to the valid range; the delegate may move that target
    /// in ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
    /// (it is clamped again). Then it hears
    /// ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)`` and, if the content is
    /// not already at the target (after a pull past an edge it is not), the content
    /// decelerates there. A velocity that is not made of finite numbers counts as none. Does
    /// nothing unless a drag is under way.
    @_spi(Testing)
    public func endDragging(velocity: Point) {
        guard isDragging else { return }
        let velocity = velocity.isFinite ? velocity : .zero
        let contentVelocity = Point(x: -velocity.x, y: -velocity.y)
        let proposed = projectedOffset(velocity: contentVelocity)
        let target = clamped(askDelegateWillEndDragging(velocity: contentVelocity, target: proposed))
        let willDecelerate = target != contentOffset
        isTracking = false
        isDragging = false
        tellDelegateDidEndDragging(willDecelerate: willDecelerate)
        if willDecelerate { decelerate(toward: target) }
    }

    /// Lets the content coast at `velocity`, the content offset's velocity in points per second
    /// (the opposite of a finger's), slowing by the ``decelerationRate`` each millisecond until
    /// it stops, within the valid range.
    ///
    /// The offset moves one step per sixtieth of a second on the application's clock as
    /// `start + distance · (1 − rateᵗ)`, `t` in milliseconds, and settles exactly on the target
    /// once it is within half a point of it. The delegate hears
    /// ``ScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``, a did-scroll per step, and
    /// ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)``. Outside an application the
    /// offset goes to the target at once, with the same calls. A velocity that would move
    /// nothing does nothing.
    ///
    /// - Returns: Whether the content is decelerating (or, without a clock, moved).
    @_spi(Testing) @discardableResult
    public func decelerate(velocity: Point) -> Bool {
        guard velocity.isFinite else { return false }
        let target = projectedOffset(velocity: velocity)
        guard target != contentOffset else { return false }
        decelerate(toward: target)
        return true
    }

    /// Where content moving at `velocity` (points per second) comes to rest, clamped.
    func projectedOffset(velocity: Point) -> Point {
        let rate = decelerationRate.rawValue
        let travel = rate / (1 - rate) / 1000
        return clamped(contentOffset.offsetBy(dx: velocity.x * travel, dy: velocity.y * travel))
    }

    /// Decelerates from the current offset to `target`.
    func decelerate(toward target: Point) {
        stopAnimation()
        tellDelegateWillBeginDecelerating()
        guard let clock else {
            applyContentOffset(target)
            return tellDelegateDidEndDecelerating()
        }
        let (start, rate) = (contentOffset, decelerationRate.rawValue)
        startAnimation(.decelerating, on: clock) { scrollView, elapsed in
            let remaining = pow(rate, elapsed * 1000)
            let offset = target.interpolated(to: start, fraction: remaining)
            let settled = Swift.abs(offset.x - target.x) < 0.5 && Swift.abs(offset.y - target.y) < 0.5
            scrollView.applyContentOffset(settled ? target : offset)
            guard settled else { return false }
            scrollView.finishAnimation()
            scrollView.tellDelegateDidEndDecelerating()
            return true
        }
    }

    /// Where a drag puts one coordinate: `raw` clamped, rubber-banded past `range` when
    /// bouncing, or `start` clamped along an axis the content does not fill.
    private func follow(
        _ raw: Double, start: Double, range: ClosedRange<Double>, size: Double, alwaysBounces: Bool
    ) -> Double {
        let scrollable = range.upperBound > range.lowerBound
        guard scrollable || alwaysBounces else {
            return Swift.min(Swift.max(start, range.lowerBound), range.upperBound)
        }
        guard bounces else { return Swift.min(Swift.max(raw, range.lowerBound), range.upperBound) }
        if raw < range.lowerBound { return range.lowerBound - Self.rubberBand(range.lowerBound - raw, size: size) }
        if raw > range.upperBound { return range.upperBound + Self.rubberBand(raw - range.upperBound, size: size) }
        return raw
    }

    /// How far past an edge a pull of `distance` takes content in a view `size` long.
    static func rubberBand(_ distance: Double, size: Double) -> Double {
        guard size > 0 else { return 0 }
        return (1 - 1 / (distance * 0.55 / size + 1)) * size
    }
}
