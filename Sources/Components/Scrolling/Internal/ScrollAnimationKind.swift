/// What a scroll view's running animation does.
enum ScrollAnimationKind {
    /// An animated ``ScrollView/setContentOffset(_:animated:)``.
    case scrolling
    /// Deceleration after a drag.
    case decelerating
    /// An animated ``ScrollView/setZoomScale(_:animated:)`` or ``ScrollView/zoom(to:animated:)``.
    case zooming
}
