import Components

/// A scroll view records where its content came to rest, `ScrollTo x y`, and zooms as
/// `Pinch scale x y`; a double tap on it records `DoubleTap`, other gestures what a view
/// records.
///
/// A drag records one `ScrollTo` with the offset the content will come to rest at once it
/// stops coasting, so a replay that drags straight there ends in the same place; a drag that
/// will leave the content where it was (a pull past an edge that springs back) records
/// nothing. The offsets the content passes through on the way are not recorded.
public struct ScrollViewRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// `ScrollTo` for one-finger scrolls, `Pinch` for zooms.
    public func componentChanged(
        _ change: any ComponentChange, on scrollView: ScrollView, in context: RecordingContext<ScrollView>
    ) {
        guard let gesture = context.gesture else { return }
        if let rest = change as? ContentWillRest, gesture.fingers.count == 1 {
            guard rest.offset != context.contentOffsetAtGestureStart else { return }
            let offset = Point(x: ViewRule.rounded(rest.offset.x), y: ViewRule.rounded(rest.offset.y))
            context.record(.scrollTo, offset, replacing: [.scrollTo], withinGesture: true)
        } else if change is ContentZoomed, gesture.fingers.count == 2, case .pinch(let scale, let start) = gesture.kind
        {
            context.record(
                .pinch, ViewRule.rounded(scale, places: 3),
                ViewRule.rounded(gesture.locationAtStart(start, in: scrollView)),
                replacing: [.pinch], withinGesture: true)
        }
    }

    /// Gestures that moved nothing: as any view.
    public func gestureEnded(_ gesture: Gesture, on scrollView: ScrollView, in context: RecordingContext<ScrollView>) {
        ViewRule().gestureEnded(gesture, on: scrollView, in: context.as(View.self))
    }
}
