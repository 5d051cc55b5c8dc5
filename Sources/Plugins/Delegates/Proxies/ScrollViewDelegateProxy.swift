import Components

/// A scroll view delegate that reports every call and forwards it to the original, which
/// keeps its behaviour and lifetime: the proxy holds it weakly.
///
/// A delegate that is a `TableViewDelegate` gets a ``TableViewDelegateProxy``
/// instead, which adds the table's calls; one that is not gets this proxy, so a table still
/// sees "no table delegate" through it.
///
/// ```swift
/// let proxy = try #require(scroller.delegate as? ScrollViewDelegateProxy)
/// #expect(proxy.original === photo)
/// ```
///
/// Once the original has gone, the proxy answers as no delegate would.
@MainActor
public class ScrollViewDelegateProxy: ScrollViewDelegate, LinkedProxy {
    let link: ProxyLink

    init(original: any ScrollViewDelegate, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The delegate calls are forwarded to, while it lives.
    public var original: (any ScrollViewDelegate)? { link.original as? any ScrollViewDelegate }

    /// Reports the call, then forwards it.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        tell(.didScroll, scrollView) { $0.scrollViewDidScroll(scrollView) }
    }

    /// Reports the call, then forwards it.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        tell(.willBeginDragging, scrollView) { $0.scrollViewWillBeginDragging(scrollView) }
    }

    /// Reports the call with the target the original leaves, and hands that target on.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        let proposed = targetContentOffset
        let call = ScrollViewDelegateCall.Call.willEndDragging(velocity: velocity, targetContentOffset: proposed)
        let answer = link.ask(call, from: scrollView, as: ScrollViewDelegateCall.self) {
            var target = proposed
            original?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &target)
            return .targetContentOffset(target)
        }
        if case .targetContentOffset(let target) = answer { targetContentOffset = target }
    }

    /// Reports the call, then forwards it.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        tell(.didEndDragging(willDecelerate: decelerate), scrollView) {
            $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }

    /// Reports the call, then forwards it.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
        tell(.willBeginDecelerating, scrollView) { $0.scrollViewWillBeginDecelerating(scrollView) }
    }

    /// Reports the call, then forwards it.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        tell(.didEndDecelerating, scrollView) { $0.scrollViewDidEndDecelerating(scrollView) }
    }

    /// Reports the call, then forwards it.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        tell(.didEndScrollingAnimation, scrollView) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
    }

    /// Reports the question and forwards it.
    public func viewForZooming(in scrollView: ScrollView) -> View? {
        let answer = link.ask(.viewForZooming, from: scrollView, as: ScrollViewDelegateCall.self) {
            .viewForZooming(original?.viewForZooming(in: scrollView))
        }
        guard case .viewForZooming(let view) = answer else { return nil }
        return view
    }

    /// Reports the call, then forwards it.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        tell(.willBeginZooming(view: view), scrollView) { $0.scrollViewWillBeginZooming(scrollView, with: view) }
    }

    /// Reports the call, then forwards it.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {
        tell(.didZoom, scrollView) { $0.scrollViewDidZoom(scrollView) }
    }

    /// Reports the call, then forwards it.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        tell(.didEndZooming(view: view, scale: scale), scrollView) {
            $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }
    }

    private func tell(
        _ call: ScrollViewDelegateCall.Call, _ scrollView: ScrollView, _ forward: (any ScrollViewDelegate) -> Void
    ) {
        link.tell(call, from: scrollView, as: ScrollViewDelegateCall.self, none: .none) {
            if let original { forward(original) }
        }
    }
}
