import Components

extension DelegateMethod where Event == ScrollViewDelegateCall, Arguments == Void, Result == Void {
    /// `scrollViewDidScroll(_:)`.
    public static var didScroll: Self { notice("scrollViewDidScroll(_:)", .didScroll) }
    /// `scrollViewWillBeginDragging(_:)`.
    public static var willBeginDragging: Self { notice("scrollViewWillBeginDragging(_:)", .willBeginDragging) }
    /// `scrollViewWillBeginDecelerating(_:)`.
    public static var willBeginDecelerating: Self {
        notice("scrollViewWillBeginDecelerating(_:)", .willBeginDecelerating)
    }
    /// `scrollViewDidEndDecelerating(_:)`.
    public static var didEndDecelerating: Self { notice("scrollViewDidEndDecelerating(_:)", .didEndDecelerating) }
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    public static var didEndScrollingAnimation: Self {
        notice("scrollViewDidEndScrollingAnimation(_:)", .didEndScrollingAnimation)
    }
    /// `scrollViewDidZoom(_:)`.
    public static var didZoom: Self { notice("scrollViewDidZoom(_:)", .didZoom) }

    private static func notice(_ name: String, _ call: ScrollViewDelegateCall.Call) -> Self {
        Self(name, none: .none) { $0 == call ? () : nil }
    }
}

extension DelegateMethod
where Event == ScrollViewDelegateCall, Arguments == (velocity: Point, targetContentOffset: Point), Result == Point {
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity and the
    /// proposed target; returns the target as the delegate leaves it.
    public static var willEndDragging: Self {
        Self("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)") {
            if case .willEndDragging(let velocity, let target) = $0 { (velocity, target) } else { nil }
        } answer: {
            .targetContentOffset($0)
        } result: {
            if case .targetContentOffset(let target) = $0 { target } else { nil }
        }
    }
}

extension DelegateMethod where Event == ScrollViewDelegateCall, Arguments == Bool, Result == Void {
    /// `scrollViewDidEndDragging(_:willDecelerate:)`: whether the content keeps moving.
    public static var didEndDragging: Self {
        Self("scrollViewDidEndDragging(_:willDecelerate:)", none: .none) {
            if case .didEndDragging(let decelerate) = $0 { decelerate } else { nil }
        }
    }
}

extension DelegateMethod where Event == ScrollViewDelegateCall, Arguments == Void, Result == View? {
    /// `viewForZooming(in:)`: returns the view to zoom.
    public static var viewForZooming: Self {
        Self("viewForZooming(in:)") {
            $0 == .viewForZooming ? () : nil
        } answer: {
            .viewForZooming($0)
        } result: {
            if case .viewForZooming(let view) = $0 { view } else { nil }
        }
    }
}

extension DelegateMethod where Event == ScrollViewDelegateCall, Arguments == View?, Result == Void {
    /// `scrollViewWillBeginZooming(_:with:)`: the view about to be zoomed.
    public static var willBeginZooming: Self {
        Self("scrollViewWillBeginZooming(_:with:)", none: .none) {
            if case .willBeginZooming(let view) = $0 { view } else { nil }
        }
    }
}

extension DelegateMethod
where Event == ScrollViewDelegateCall, Arguments == (view: View?, scale: Double), Result == Void {
    /// `scrollViewDidEndZooming(_:with:atScale:)`: the view zoomed and the final scale.
    public static var didEndZooming: Self {
        Self("scrollViewDidEndZooming(_:with:atScale:)", none: .none) {
            if case .didEndZooming(let view, let scale) = $0 { (view, scale) } else { nil }
        }
    }
}
