import Interpose

/// A rectangular area in a window: geometry, a place in a tree of views, identifiers, and
/// touch handling through the responder chain.
///
/// Geometry follows UIKit. A view has a ``center`` and ``bounds`` (its own coordinate space)
/// and an optional ``transform`` applied around its center; ``frame`` is derived from them, in
/// the superview's coordinates. Hit testing and ``convert(_:to:)-(Point,_)`` honour transforms.
///
/// ```swift
/// let card = View(frame: Rect(x: 20, y: 40, width: 280, height: 200))
/// card.accessibilityIdentifier = "card"
/// window.addSubview(card)
/// card.convert(Point(x: 10, y: 10), to: nil)   // (30, 50), in window coordinates
/// ```
///
/// Every view fires ``didInitHook`` at the end of its initializer, once its class's
/// configuration is in place (see the hook). Views are found by identifier, label or tag with
/// ``view(withIdentifier:)`` and friends, and ``treeDescription`` prints a tree readably.
@MainActor
open class View: Responder {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [didInitHook.declaration]
    }

    /// The hook every view and control fires when its initializer finishes: the typed form of
    /// what recorders once swizzled `initWithCoder:` for.
    ///
    /// Swift initializes in two phases: a subclass sets its own stored properties before it
    /// calls `super.init`, and `View.init` fires this hook last. So when advice runs, the
    /// object's dynamic type and everything its designated initializer was given (a button's
    /// title, a slider's range) are known. Properties set after the initializer returns, such as
    /// an accessibility identifier assigned by the caller, are not.
    ///
    /// ```swift
    /// try registry.on(View.didInitHook, scope: .type(Control.self)).onMainActor.after { view, _, _ in
    ///     listen(to: view as! Control)
    /// }
    /// ```
    nonisolated public static let didInitHook = Hook<View, Void, Void>("View.didInit")

    /// Whether views of this class accept touches when created. `true`; ``Label`` says `false`.
    nonisolated open class var isUserInteractionEnabledByDefault: Bool { true }

    /// The center of the view, in its superview's coordinates.
    public var center: Point
    /// The view's own coordinate space: its origin is what the top-left corner shows, its size
    /// the view's size before ``transform``.
    ///
    /// Moving the origin scrolls what the view shows: subviews stay where they are in its
    /// coordinates, so they move the other way on screen (a ``ScrollView``'s content offset is
    /// its bounds origin). Any change calls ``layoutSubviews()`` at once.
    public var bounds: Rect {
        didSet { if bounds != oldValue { layoutSubviews() } }
    }
    /// A transform applied around the center: translation, scale, rotation.
    public var transform: AffineTransform = .identity
    /// The views inside this one, back to front.
    public internal(set) var subviews: [View] = []
    /// The view this one is inside.
    public internal(set) weak var superview: View?
    /// Whether the view is hidden: a hidden view and its subviews get no touches.
    public var isHidden = false
    /// The opacity, from 0 to 1; a view with an alpha of 0.01 or less gets no touches.
    public var alpha: Double = 1 {
        didSet { alpha = alpha >= 0 ? Swift.min(alpha, 1) : 0 }
    }
    /// Whether the view accepts touches; when `false`, touches go to what lies beneath it.
    public var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time; when `false` (the default) it
    /// receives only the first finger that lands on it.
    public var isMultipleTouchEnabled = false
    /// A number that identifies the view; 0 means none.
    public var tag = 0
    /// A stable identifier for finding the view, in tests and in recorded scripts.
    public var accessibilityIdentifier: String?
    /// A short description for people; buttons and labels fall back to their text.
    open var accessibilityLabel: String?
    /// The view controller whose ``ViewController/view`` this is: the view's next responder.
    weak var owningViewController: ViewController?
    /// The gesture recognizers attached to the view, in the order added; see
    /// ``addGestureRecognizer(_:)``.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates a view with `frame` in its future superview's coordinates.
    ///
    /// - Parameters:
    ///   - frame: Where the view sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to the view; by default the task's
    ///     `AspectRegistry.current`.
    public init(frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        center = frame.center
        bounds = Rect(origin: .zero, size: frame.standardized.size)
        super.init(aspectRegistry: aspectRegistry)
        isUserInteractionEnabled = Self.isUserInteractionEnabledByDefault
        View.didInitHook.call(self) { _ in }
    }

    /// Where the view sits in its superview: the box around its bounds once transformed.
    ///
    /// Setting it moves the center and resizes the bounds; with a transform other than the
    /// identity, the new size is taken as the untransformed size.
    public var frame: Rect {
        get {
            let local = Rect(center: .zero, size: bounds.size)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            let rect = newValue.standardized
            center = rect.center
            bounds.size = rect.size
        }
    }

    /// The view controller whose view this is, if any, or else the superview: unhandled
    /// touches go there.
    override open var next: Responder? { owningViewController ?? superview }

    /// The application of the view's window.
    override open var application: Application? { window?.application }

    /// The deepest visible, interactive view under `point`, or `nil` if it is not inside this
    /// view.
    ///
    /// A hidden view, one with user interaction off, or one at an alpha of 0.01 or less is not
    /// hit, and neither are its subviews. Subviews are tried front to back.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - event: The event being routed, if any.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: within its bounds.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// Called after the view moved to another superview, or out of one.
    open func didMoveToSuperview() {}

    /// Lays out the subviews: called at once whenever ``bounds`` change, whether the view was
    /// resized or scrolled (its bounds origin moved). Does nothing by default.
    ///
    /// Unlike UIKit, which lays out at the next turn of the run loop, layout here is immediate,
    /// so a test can look at a table's cells right after scrolling it. Override it to place
    /// subviews; it is not called while the view is being initialized.
    open func layoutSubviews() {}

    /// The view's state in `name=value` words, for ``treeDescription``: subclasses add theirs
    /// (a button its title, a slider its value) to what `super` returns.
    open var stateDescription: [String] { [] }
}
