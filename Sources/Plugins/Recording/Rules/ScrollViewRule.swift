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
    public func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
        switch change {
        case .willDecelerate(let offset) where context.gesture?.fingers.count == 1:
            guard offset != context.contentOffsetAtGestureStart else { return }
            context.record(
                "ScrollTo", ViewRule.rounded(offset.x), ViewRule.rounded(offset.y), replacing: ["ScrollTo"],
                withinGesture: true)
        case .zoomed where context.gesture?.fingers.count == 2:
            guard let gesture = context.gesture, case .pinch(let scale, let start) = gesture.kind else { return }
            let center = gesture.locationAtStart(start, in: view)
            context.record(
                "Pinch", ViewRule.rounded(scale, places: 3), ViewRule.rounded(center.x), ViewRule.rounded(center.y),
                replacing: ["Pinch"], withinGesture: true)
        default: break
        }
    }

    /// Gestures that moved nothing: as any view.
    public func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext) {
        ViewRule().gestureEnded(gesture, on: view, in: context)
    }
}
