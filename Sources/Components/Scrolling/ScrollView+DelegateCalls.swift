import Interpose

/// The calls a scroll view makes to its delegate, one hook each.
///
/// Each hook runs whether or not a delegate is set: its body asks the delegate if there is
/// one, and otherwise answers as a delegate that implements nothing would. So advice sees
/// every call the scroll view means to make, can answer in the delegate's place (instead
/// advice on ``delegateViewForZoomingHook`` makes any scroll view zoom), and can change an
/// answer (around advice on ``delegateWillEndDraggingHook`` moves where a flick stops).
///
/// One typed hook per call, rather than one hook carrying an enumeration of calls, keeps
/// arguments and answers typed for advice that changes them; a plugin that wants all the
/// traffic installs the same advice on each.
///
/// ```swift
/// try registry.on(ScrollView.delegateDidEndZoomingHook).onMainActor.before { scrollView, call in
///     print("\(scrollView.componentName) zoomed to \(call.scale)")
/// }
/// ```
extension ScrollView {
    /// The call to ``ScrollViewDelegate/scrollViewDidScroll(_:)``.
    nonisolated public static let delegateDidScrollHook = Hook<ScrollView, Void, Void>("ScrollView.delegate.didScroll")
    /// The call to ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``.
    nonisolated public static let delegateWillBeginDraggingHook =
        Hook<ScrollView, Void, Void>("ScrollView.delegate.willBeginDragging")
    /// The call to ``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``:
    /// the result is the target offset as the delegate left it.
    nonisolated public static let delegateWillEndDraggingHook =
        Hook<ScrollView, (velocity: Point, targetContentOffset: Point), Point>("ScrollView.delegate.willEndDragging")
    /// The call to ``ScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)``.
    nonisolated public static let delegateDidEndDraggingHook =
        Hook<ScrollView, Bool, Void>("ScrollView.delegate.didEndDragging")
    /// The call to ``ScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``.
    nonisolated public static let delegateWillBeginDeceleratingHook =
        Hook<ScrollView, Void, Void>("ScrollView.delegate.willBeginDecelerating")
    /// The call to ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)``.
    nonisolated public static let delegateDidEndDeceleratingHook =
        Hook<ScrollView, Void, Void>("ScrollView.delegate.didEndDecelerating")
    /// The call to ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
    nonisolated public static let delegateDidEndScrollingAnimationHook =
        Hook<ScrollView, Void, Void>("ScrollView.delegate.didEndScrollingAnimation")
    /// The call to ``ScrollViewDelegate/viewForZooming(in:)``: the result is the view to zoom.
    nonisolated public static let delegateViewForZoomingHook =
        Hook<ScrollView, Void, View?>("ScrollView.delegate.viewForZooming")
    /// The call to ``ScrollViewDelegate/scrollViewWillBeginZooming(_:with:)``.
    nonisolated public static let delegateWillBeginZoomingHook =
        Hook<ScrollView, View?, Void>("ScrollView.delegate.willBeginZooming")
    /// The call to ``ScrollViewDelegate/scrollViewDidZoom(_:)``.
    nonisolated public static let delegateDidZoomHook = Hook<ScrollView, Void, Void>("ScrollView.delegate.didZoom")
    /// The call to ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``.
    nonisolated public static let delegateDidEndZoomingHook =
        Hook<ScrollView, (view: View?, scale: Double), Void>("ScrollView.delegate.didEndZooming")

    func tellDelegateDidScroll() {
        ScrollView.delegateDidScrollHook.call(self) { $0.delegate?.scrollViewDidScroll($0) }
    }

    func tellDelegateWillBeginDragging() {
        ScrollView.delegateWillBeginDraggingHook.call(self) { $0.delegate?.scrollViewWillBeginDragging($0) }
    }

    func askDelegateWillEndDragging(velocity: Point, target: Point) -> Point {
        ScrollView.delegateWillEndDraggingHook.call(self, (velocity, target)) { scrollView, call in
            var target = call.targetContentOffset
            scrollView.delegate?.scrollViewWillEndDragging(
                scrollView, withVelocity: call.velocity, targetContentOffset: &target)
            return target
        }
    }

    func tellDelegateDidEndDragging(willDecelerate: Bool) {
        ScrollView.delegateDidEndDraggingHook.call(self, willDecelerate) { scrollView, decelerate in
            scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }

    func tellDelegateWillBeginDecelerating() {
        ScrollView.delegateWillBeginDeceleratingHook.call(self) { $0.delegate?.scrollViewWillBeginDecelerating($0) }
    }

    func tellDelegateDidEndDecelerating() {
        ScrollView.delegateDidEndDeceleratingHook.call(self) { $0.delegate?.scrollViewDidEndDecelerating($0) }
    }

    func tellDelegateDidEndScrollingAnimation() {
        ScrollView.delegateDidEndScrollingAnimationHook.call(self) {
            $0.delegate?.scrollViewDidEndScrollingAnimation($0)
        }
    }

    func askDelegateViewForZooming() -> View? {
        ScrollView.delegateViewForZoomingHook.call(self) { $0.delegate?.viewForZooming(in: $0) }
    }

    func tellDelegateWillBeginZooming(_ view: View?) {
        ScrollView.delegateWillBeginZoomingHook.call(self, view) { scrollView, view in
            scrollView.delegate?.scrollViewWillBeginZooming(scrollView, with: view)
        }
    }

    func tellDelegateDidZoom() {
        ScrollView.delegateDidZoomHook.call(self) { $0.delegate?.scrollViewDidZoom($0) }
    }

    func tellDelegateDidEndZooming(_ view: View?, scale: Double) {
        ScrollView.delegateDidEndZoomingHook.call(self, (view, scale)) { scrollView, call in
            scrollView.delegate?.scrollViewDidEndZooming(scrollView, with: call.view, atScale: call.scale)
        }
    }
}
