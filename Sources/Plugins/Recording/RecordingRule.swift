import Components

/// Decides what one component type records, and at which level: the typed form of FoneMonkey's
/// per-class `shouldRecordMonkeyTouch:` and `handleMonkeyTouchEvent:` categories.
///
/// A rule is part of a component type's ``ComponentCommands``: a ``Recorder`` finds a
/// component's rule along its class hierarchy, the one its class declares, else the nearest
/// superclass's (every view has one: ``ViewRule``). The rule hears three things, each with a
/// default that does nothing (<doc:HowATouchBecomesALine> follows them from the touch):
///
/// - ``touchesChanged(_:on:in:)``: every raw touch event on the component, phase by phase, for
///   rules that record touches as they happen (a canvas that records `Start` and `End`);
/// - ``componentChanged(_:on:in:)``: what the component reports while a person uses it (a
///   control's events, a selected row, a scroll, or a change of its own, through the hooks its
///   declaration names), for rules that record at that level (`Slide 0.5`, `Select 3 0`);
/// - ``gestureEnded(_:on:in:)``: a whole gesture once every finger lifted, when nothing was
///   recorded for it at a higher level (`Tap`, `Move`, `Swipe`, `Pinch`).
///
/// A rule records the actions its component's declaration declares, through its
/// ``RecordingContext``, which names the component and keeps the raw events each command was
/// built from. A rule is written for one component class (its `Component`), and records only
/// actions of that class and its superclasses: any other does not compile.
///
/// ```swift
/// /// A sketch pad records where each stroke starts and ends.
/// struct StrokeRule: RecordingRule {
///     func touchesChanged(_ touches: [Touch], on pad: SketchPad, in context: RecordingContext<SketchPad>) {
///         guard let touch = touches.first else { return }
///         switch touch.phase {
///         case .began: context.record(.start, touch.location(in: pad))
///         case .ended: context.record(.end, touch.location(in: pad))
///         default: break
///         }
///     }
/// }
///
/// var vocabulary = Vocabulary.standard
/// vocabulary.register(ComponentCommands(SketchPad.self, recording: StrokeRule(), actions: [.start, .end]))
/// let recorder = Recorder(application: app, vocabulary: vocabulary)
/// ```
///
/// ## Implementation requirements
///
/// Rules run on the main actor, synchronously, inside the component's own event handling: keep
/// them quick and never change the component. Record only what a person did: the recorder
/// hands a rule only changes it can tie to input (a touch or a key on that component, or what
/// follows from it, such as deceleration after a swipe), never changes the app made by itself.
/// Record actions the declaration lists, with the arguments it declares, or a command is
/// recorded with a warning that a player could not play it. Answer ``capturesSubviews`` the
/// same each time.
@MainActor
public protocol RecordingRule<Component>: Sendable {
    /// The component class the rule records: the class it is declared for, or a superclass.
    associatedtype Component: View = View

    /// Whether touches on the component's subviews count as touches on the component: `true`
    /// for a navigation bar, whose back button is part of it. `false` by default.
    var capturesSubviews: Bool { get }

    /// A raw touch event on the component: the touches in it that changed, all in one phase.
    func touchesChanged(_ touches: [Touch], on component: Component, in context: RecordingContext<Component>)

    /// The component reported a change while a person used it.
    func componentChanged(
        _ change: any ComponentChange, on component: Component, in context: RecordingContext<Component>)

    /// A gesture on the component ended, and nothing was recorded for it at a higher level.
    func gestureEnded(_ gesture: Gesture, on component: Component, in context: RecordingContext<Component>)
}

extension RecordingRule {
    /// Touches on subviews are their own.
    public var capturesSubviews: Bool { false }

    /// Records nothing.
    public func touchesChanged(_ touches: [Touch], on component: Component, in context: RecordingContext<Component>) {}

    /// Records nothing.
    public func componentChanged(
        _ change: any ComponentChange, on component: Component, in context: RecordingContext<Component>
    ) {}

    /// Records nothing.
    public func gestureEnded(_ gesture: Gesture, on component: Component, in context: RecordingContext<Component>) {}
}
