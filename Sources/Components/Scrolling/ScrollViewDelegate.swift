/// What a scroll view tells its delegate as it scrolls and zooms, and the one question it asks:
/// which view to zoom.
///
/// Every method has a default that does nothing (or answers "not implemented"), so implement
/// only the ones you need:
///
/// ```swift
/// final class PhotoController: ScrollViewDelegate {
///     let photo: View
///     func viewForZooming(in scrollView: ScrollView) -> View? { photo }
///     func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
///         redraw(at: scale)
///     }
/// }
/// ```
///
/// A scroll view holds its delegate weakly, except a ``DelegateProxy``, which it keeps. Every
/// call it makes to its delegate goes through a hook (``ScrollView/delegateDidScrollHook`` and
/// its siblings), so advice sees delegate traffic without wrapping the delegate.
///
/// ## Implementation requirements for proxies
///
/// A scroll view never asks whether a method is implemented: a method that is not implemented
/// answers with its default (`nil` from ``viewForZooming(in:)``, the target left as it was by
/// ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``). So a forwarding proxy
/// that implements every method and returns what the original returns changes nothing: "not
/// implemented" reaches the scroll view through the proxy unchanged.
@MainActor
public protocol ScrollViewDelegate: AnyObject, Sendable {
    /// The content offset changed: called once per change, including every step of an animated
    /// scroll, of deceleration and of a zoom.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger began dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is about to lift after dragging; the content will decelerate towards
    /// `targetContentOffset`, which the delegate may change.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: How fast the content offset was moving, in points per second (UIKit gives
    ///     points per millisecond).
    ///   - targetContentOffset: Where the content will come to rest; set it to stop elsewhere.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point)
    /// The finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content began decelerating after a drag (or a call to decelerate).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animation started by ``ScrollView/setContentOffset(_:animated:)`` (or a table's
    /// scroll to a row) finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view to zoom, or `nil` (the default) for a scroll view that does not zoom.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A zoom of `view` is about to begin.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed: called once per change, including every step of an animated zoom.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended at `scale`: the moment to redraw `view` crisply at its new size.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No view: the scroll view does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
