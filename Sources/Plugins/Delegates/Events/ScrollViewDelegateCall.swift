import Components

/// A call a `ScrollView` (a table view too) made to its delegate, published from
/// the scroll view.
///
/// ```swift
/// try context.subscribe(to: ScrollViewDelegateCall.self) { event in
///     if case .didEndDragging(willDecelerate: false) = event.call { settled(event.source) }
///     if event.call == .didEndDecelerating { settled(event.source) }
/// }
/// ```
///
/// A table's delegate makes these calls too; its row calls are ``TableViewDelegateCall``s. Its
/// calls and answers are ``ScrollViewDelegateSchema``'s; a view among them is described by its
/// name as it was during the call.
public typealias ScrollViewDelegateCall = TypedDelegateCall<ScrollViewDelegateSchema>

/// The calls of `ScrollViewDelegate`, for ``ScrollViewDelegateCall``.
///
/// ```swift
/// let end: ScrollViewDelegateCall.Call = .didEndDragging(willDecelerate: false)
/// ```
public enum ScrollViewDelegateSchema: DelegateCallSchema {
    /// The methods of `ScrollViewDelegate`, with their arguments. Views compare by
    /// identity.
    public enum Call: Sendable, Equatable {
        /// `scrollViewDidScroll(_:)`.
        case didScroll
        /// `scrollViewWillBeginDragging(_:)`.
        case willBeginDragging
        /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the velocity, in
        /// points per second, and where the content would come to rest.
        case willEndDragging(velocity: Point, targetContentOffset: Point)
        /// `scrollViewDidEndDragging(_:willDecelerate:)`.
        case didEndDragging(willDecelerate: Bool)
        /// `scrollViewWillBeginDecelerating(_:)`.
        case willBeginDecelerating
        /// `scrollViewDidEndDecelerating(_:)`.
        case didEndDecelerating
        /// `scrollViewDidEndScrollingAnimation(_:)`.
        case didEndScrollingAnimation
        /// `viewForZooming(in:)`.
        case viewForZooming
        /// `scrollViewWillBeginZooming(_:with:)`.
        case willBeginZooming(view: View?)
        /// `scrollViewDidZoom(_:)`.
        case didZoom
        /// `scrollViewDidEndZooming(_:with:atScale:)`.
        case didEndZooming(view: View?, scale: Double)

        /// Whether two calls are the same method with the same arguments (views by identity).
        public static func == (lhs: Call, rhs: Call) -> Bool {
            switch (lhs, rhs) {
            case (.willEndDragging(let velocity, let target), .willEndDragging(let otherVelocity, let otherTarget)):
                velocity == otherVelocity && target == otherTarget
            case (.didEndDragging(let decelerate), .didEndDragging(let otherDecelerate)): decelerate == otherDecelerate
            case (.willBeginZooming(let view), .willBeginZooming(let otherView)): view === otherView
            case (.didEndZooming(let view, let scale), .didEndZooming(let otherView, let otherScale)):
                view === otherView && scale == otherScale
            default: method(of: lhs) == method(of: rhs)
            }
        }
    }

    /// What the delegate answered. Views compare by identity.
    public enum Answer: Sendable, Equatable {
        /// Most methods return nothing.
        case none
        /// Where the content will come to rest, as the delegate left it.
        case targetContentOffset(Point)
        /// The view to zoom; `nil` (what a delegate that does not implement it answers) for none.
        case viewForZooming(View?)

        /// Whether two answers are the same (views by identity).
        public static func == (lhs: Answer, rhs: Answer) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none): true
            case (.targetContentOffset(let target), .targetContentOffset(let otherTarget)): target == otherTarget
            case (.viewForZooming(let view), .viewForZooming(let otherView)): view === otherView
            default: false
            }
        }
    }

    /// The scroll view.
    public typealias Source = ScrollView

    /// `ScrollViewDelegate`.
    public static let protocolName = "ScrollViewDelegate"
}

extension ScrollViewDelegateSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .didScroll: "scrollViewDidScroll(_:)"
        case .willBeginDragging: "scrollViewWillBeginDragging(_:)"
        case .willEndDragging: "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
        case .didEndDragging: "scrollViewDidEndDragging(_:willDecelerate:)"
        case .willBeginDecelerating: "scrollViewWillBeginDecelerating(_:)"
        case .didEndDecelerating: "scrollViewDidEndDecelerating(_:)"
        case .didEndScrollingAnimation: "scrollViewDidEndScrollingAnimation(_:)"
        case .viewForZooming: "viewForZooming(in:)"
        case .willBeginZooming: "scrollViewWillBeginZooming(_:with:)"
        case .didZoom: "scrollViewDidZoom(_:)"
        case .didEndZooming: "scrollViewDidEndZooming(_:with:atScale:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .willEndDragging(let velocity, let target):
            [.init(label: "velocity", value: "\(velocity)"), .init(label: "targetContentOffset", value: "\(target)")]
        case .didEndDragging(let decelerate): [.init(label: "willDecelerate", value: String(decelerate))]
        case .willBeginZooming(let view): [.init(label: "view", value: Words.of(view, Words.of))]
        case .didEndZooming(let view, let scale):
            [.init(label: "view", value: Words.of(view, Words.of)), .init(label: "scale", value: "\(scale)")]
        default: []
        }
    }

    static func describe(_ answer: Answer) -> String? {
        switch answer {
        case .none: nil
        case .targetContentOffset(let target): "\(target)"
        case .viewForZooming(let view): Words.of(view, Words.of)
        }
    }
}
