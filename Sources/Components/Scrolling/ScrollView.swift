import Interpose

/// A view that shows a part of content larger than itself and moves across it: scrolling and
/// zooming, as UIKit's scroll view does.
///
/// The content offset is the view's bounds origin: the point of the content at the scroll
/// view's top-left corner. Subviews are content, placed in content coordinates, so scrolling
/// moves them on screen, and hit testing and `convert` follow.
///
/// ```swift
/// let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// scroller.addSubview(map)                        // a 1000×1000 view at (0, 0)
/// scroller.contentSize = Size(width: 1000, height: 1000)
/// scroller.setContentOffset(Point(x: 0, y: 300), animated: true)
/// app.clock.advance(by: ScrollView.animationDuration)
/// scroller.contentOffset                          // (0, 300)
/// ```
///
/// Offsets set in code are clamped to the valid range: from minus the top-left insets to the
/// content's far edges plus the bottom-right insets, less the view's size (see
/// ``minimumContentOffset`` and ``maximumContentOffset``). Only a drag with ``bounces`` on goes
/// past the edges, and the content springs back when it is let go.
///
/// Animations (``setContentOffset(_:animated:)``, ``setZoomScale(_:animated:)``, deceleration)
/// run on the application's ``VirtualClock``, one step per sixtieth of a second; a scroll view
/// that is not in an application's window has no clock and changes at once.
///
/// Every change of the content offset goes through ``setContentOffsetHook``, every change of
/// zoom scale through ``setZoomScaleHook``, and every call to the delegate through a hook of
/// its own (``delegateDidScrollHook`` and its siblings).
///
/// Fingers drive it through two recognizers it attaches to itself: ``panGestureRecognizer``
/// drags the content (and lets it decelerate after a flick), ``pinchGestureRecognizer`` zooms
/// it. ``delaysContentTouches`` and ``canCancelContentTouches`` decide what the views inside
/// hear of a touch that may become a drag (see `ScrollView+Touches.swift`):
///
/// ```swift
/// try input.tap(buttonInScroller)                          // the button's action runs
/// try input.scroll(scroller, by: Point(x: 0, y: 200))     // the content moves up 200 points
/// try input.pinch(scroller, scale: 2)                      // zooms, if the delegate allows
/// ```
@MainActor
open class ScrollView: View {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [
            setDelegateHook.declaration,
            setContentOffsetHook.declaration,
            setZoomScaleHook.declaration,
            delegateDidScrollHook.declaration,
            delegateWillBeginDraggingHook.declaration,
            delegateWillEndDraggingHook.declaration,
            delegateDidEndDraggingHook.declaration,
            delegateWillBeginDeceleratingHook.declaration,
            delegateDidEndDeceleratingHook.declaration,
            delegateDidEndScrollingAnimationHook.declaration,
            delegateViewForZoomingHook.declaration,
            delegateWillBeginZoomingHook.declaration,
            delegateDidZoomHook.declaration,
            delegateDidEndZoomingHook.declaration,
        ]
    }

    /// The hook every change of delegate goes through: around advice can replace the delegate,
    /// for example with a forwarding ``DelegateProxy``, by proceeding with another argument.
    ///
    /// A table view's delegate is set through this hook too (a ``TableViewDelegate`` is a
    /// scroll view delegate): a proxy for a table should adopt ``TableViewDelegate``.
    ///
    /// ```swift
    /// try registry.on(ScrollView.setDelegateHook).onMainActor.rewriteArguments { _, delegate in
    ///     delegate.map { RecordingProxy(original: $0) }
    /// }
    /// ```
    nonisolated public static let setDelegateHook =
        Hook<ScrollView, (any ScrollViewDelegate)?, Void>("ScrollView.setDelegate")

    /// The hook every change of the content offset goes through, whatever its cause: the
    /// ``contentOffset`` property, ``setContentOffset(_:animated:)`` and each step of its
    /// animation, zooming, dragging and deceleration.
    ///
    /// The argument is the offset about to be applied, already clamped where clamping applies.
    /// The body moves the bounds origin (laying out subviews) and, if the offset changed, tells
    /// the delegate through ``delegateDidScrollHook``.
    ///
    /// ```swift
    /// try registry.on(ScrollView.setContentOffsetHook).onMainActor.after { scrollView, offset, _ in
    ///     trace("\(scrollView.componentName) scrolled to \(offset)")
    /// }
    /// ```
    nonisolated public static let setContentOffsetHook = Hook<ScrollView, Point, Void>("ScrollView.setContentOffset")

    /// The hook every change of the zoom scale goes through, including each step of an
    /// animated zoom: the argument is the new scale, already clamped to the allowed range.
    ///
    /// The body scales the view for zooming and resizes the content; the content offset is
    /// adjusted afterwards through ``setContentOffsetHook``.
    nonisolated public static let setZoomScaleHook = Hook<ScrollView, Double, Void>("ScrollView.setZoomScale")

    /// How long animated scrolls and zooms take, in seconds on the virtual clock.
    nonisolated public static let animationDuration = 0.3

    /// The size of the content, in content coordinates from its origin. Changing it leaves the
    /// offset where it is, as UIKit does; the next offset set is clamped to the new size.
    public var contentSize: Size = .zero
    /// Room added around the content: an inset lets the content scroll that much further.
    /// Changing it clamps the offset into the new range.
    public var contentInset: EdgeInsets = .zero {
        didSet { applyContentOffset(clamped(contentOffset)) }
    }
    /// Whether a drag may pull the content past its edges, after which it springs back.
    public var bounces = true
    /// Whether a drag may pull the content past its top and bottom edges even when the content
    /// is no taller than the view.
    public var alwaysBounceVertical = false
    /// Whether a drag may pull the content past its left and right edges even when the content
    /// is no wider than the view.
    public var alwaysBounceHorizontal = false
    /// Whether a finger may scroll the content: turning it off disables
    /// ``panGestureRecognizer`` (a drag under way is cancelled and springs back within the
    /// edges). Offsets set in code are not affected.
    public var isScrollEnabled = true {
        didSet { applyTouchSettings() }
    }
    /// How quickly the content slows after a flick.
    public var decelerationRate: DecelerationRate = .normal
    /// Whether touches wait a moment (``contentTouchDelay``) before reaching the views inside,
    /// so that a drag goes to the scroll view instead. `true` by default.
    ///
    /// It is ``panGestureRecognizer``'s ``GestureRecognizer/delaysTouchesBegan``, with a
    /// ``GestureRecognizer/maximumTouchesBeganDelay`` of ``contentTouchDelay``: a quick tap
    /// reaches a button inside when the finger lifts (began and ended together), a drag that
    /// starts within the delay never reaches it, a finger resting longer reaches it. With it
    /// off, the views inside hear `touchesBegan` at once.
    public var delaysContentTouches = true {
        didSet { applyTouchSettings() }
    }
    /// Whether a drag may take over a touch a view inside already got, cancelling it there
    /// (`touchesCancelled`, a control's touch cancel). `true` by default.
    ///
    /// With it off, as in UIKit, a touch that has reached a view inside stays with that view: the
    /// scroll view does not scroll for it (its pan fails). Touches still held back by
    /// ``delaysContentTouches`` can become a drag, and the view inside then never hears of
    /// them; touches on the scroll view itself (not on a view inside) always scroll.
    public var canCancelContentTouches = true
    /// Whether a finger is on the content, possibly about to drag it.
    public internal(set) var isTracking = false
    /// Whether a finger is dragging the content.
    public internal(set) var isDragging = false
    /// Whether a zoom is under way: an animated zoom, or a programmatic zoom while it applies.
    public internal(set) var isZooming = false

    /// The smallest zoom scale, 1 by default. Setting anything but a positive finite number
    /// changes nothing; a zoom scale now out of range is brought into it.
    public var minimumZoomScale: Double = 1 {
        didSet {
            if !(minimumZoomScale > 0 && minimumZoomScale.isFinite) { minimumZoomScale = oldValue }
            zoomRangeDidChange()
        }
    }
    /// The largest zoom scale, 1 by default; below ``minimumZoomScale`` it acts as the minimum.
    /// Setting anything but a positive finite number changes nothing; a zoom scale now out of
    /// range is brought into it.
    public var maximumZoomScale: Double = 1 {
        didSet {
            if !(maximumZoomScale > 0 && maximumZoomScale.isFinite) { maximumZoomScale = oldValue }
            zoomRangeDidChange()
        }
    }
    /// The current zoom scale, set through ``setZoomScaleHook``.
    var storedZoomScale: Double = 1

    private weak var weakDelegate: (any ScrollViewDelegate)?
    private var retainedProxy: (any ScrollViewDelegate)?
    /// The running scroll, zoom or deceleration animation, and which it is.
    var animation: (kind: ScrollAnimationKind, frames: FrameAnimation)?
    /// The content offset when the current drag began.
    var dragStartOffset: Point = .zero
    /// The view being zoomed, from the delegate, while a zoom is under way.
    weak var zoomingView: View?
    /// The zoom scale when the current pinch began, and the point of the view being zoomed
    /// that was between the fingers.
    var pinchStart: (scale: Double, anchor: Point)?

    /// The recognizer whose pan drags the content, attached to the scroll view from the start.
    ///
    /// It begins once a finger has moved 10 points (the content then follows the finger, from
    /// where it went down); it fails instead when the content cannot move at all (it fits in
    /// the bounds and does not always bounce). Its `delaysTouchesBegan` is
    /// ``delaysContentTouches``, it is disabled while ``isScrollEnabled`` is off. Make other
    /// recognizers wait for it with ``GestureRecognizer/require(toFail:)``, as in UIKit.
    public let panGestureRecognizer: PanGestureRecognizer

    /// The recognizer whose pinch zooms the content, attached to the scroll view from the
    /// start; never `nil`, unlike UIKit's.
    ///
    /// A pinch zooms when zooming is possible: ``maximumZoomScale`` above ``minimumZoomScale``
    /// and a delegate naming a view in ``ScrollViewDelegate/viewForZooming(in:)`` (asked when a
    /// finger goes down). Otherwise the recognizer fails at once and the touches go on to the
    /// content and the pan. The zoom scale follows the pinch's scale times the scale it began
    /// at (clamped to the range), the content point between the fingers stays between them,
    /// and the delegate hears ``ScrollViewDelegate/scrollViewDidEndZooming(_:with:atScale:)``
    /// with the final scale when the fingers lift.
    public let pinchGestureRecognizer: PinchGestureRecognizer

    /// Creates a scroll view with `frame` in its future superview's coordinates, with its pan
    /// and pinch recognizers attached.
    override public init(frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        panGestureRecognizer = ScrollPanGestureRecognizer(aspectRegistry: aspectRegistry)
        pinchGestureRecognizer = ScrollPinchGestureRecognizer(aspectRegistry: aspectRegistry)
        super.init(frame: frame, aspectRegistry: aspectRegistry)
        installTouchRecognizers()
    }

    /// The delegate; setting it goes through ``setDelegate(_:)``.
    public var delegate: (any ScrollViewDelegate)? {
        get { weakDelegate }
        set { setDelegate(newValue) }
    }

    /// Sets the delegate, through ``setDelegateHook``. A ``DelegateProxy`` is kept; any other
    /// delegate is held weakly.
    public func setDelegate(_ delegate: (any ScrollViewDelegate)?) {
        ScrollView.setDelegateHook.call(self, delegate) { scrollView, delegate in
            scrollView.weakDelegate = delegate
            scrollView.retainedProxy = delegate is any DelegateProxy ? delegate : nil
            scrollView.delegateDidChange()
        }
    }

    /// Called after the delegate changed; a table view reloads its row heights.
    func delegateDidChange() {}

    /// The point of the content at the view's top-left corner: the bounds origin. Setting it
    /// is ``setContentOffset(_:animated:)`` without animation, clamped to the valid range.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The current zoom scale; setting it is ``setZoomScale(_:animated:)`` without animation.
    public var zoomScale: Double {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether the content is moving on by itself after a drag ended (or after
    /// `decelerate(velocity:)`).
    public var isDecelerating: Bool { animation?.kind == .decelerating }

    /// Whether an animated scroll started in code (``setContentOffset(_:animated:)``) is under
    /// way.
    public var isScrollAnimating: Bool { animation?.kind == .scrolling }

    /// The application's clock, when the scroll view is in an application's window.
    var clock: VirtualClock? { application?.clock }

    /// Adds the content offset and size, the zoom scale when it is not 1, and what is under way.
    override open var stateDescription: [String] {
        var words = ["offset=\(contentOffset)", "content=\(contentSize)"]
        if storedZoomScale != 1 { words.append("zoom=\(storedZoomScale.compactDescription)") }
        if isDragging { words.append("dragging") }
        if isDecelerating { words.append("decelerating") }
        if isZooming { words.append("zooming") }
        return words + super.stateDescription
    }
}
