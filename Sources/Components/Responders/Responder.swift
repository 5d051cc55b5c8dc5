import Interpose

/// An object that takes part in event handling: the base of every component.
///
/// Responders form a chain through ``next``: a view's next responder is its superview, a
/// window's is the application. A responder that does not handle a touch, a motion or a key
/// press passes it up the chain; that is what the default implementations of
/// ``touchesBegan(_:with:)`` and friends do.
///
/// ```
///   Button ──next──▶ container View ──next──▶ Window ──next──▶ Application ──▶ nil
/// ```
///
/// Every responder names the `AspectRegistry` whose advice applies to it. It is captured
/// when the responder is created, from the `aspectRegistry` argument or, by default, from
/// `AspectRegistry.current`, so a test can give everything it builds its own registry:
///
/// ```swift
/// let registry = AspectRegistry()
/// let app = AspectRegistry.$current.withValue(registry) { Application() }
/// ```
///
/// Advice scoped to one responder instance is removed, and freed, when the responder goes.
@MainActor
open class Responder: MainActorInterceptable {
    /// The hooks calls on this type go through, its superclasses' included: for a responder,
    /// the delivery hooks. Each subclass that declares hooks adds its own (see
    /// `HookDeclaring`, and ``ComponentHooks`` for every component hook).
    nonisolated open class var declaredHooks: [DeclaredHook] {
        [deliverTouchesHook.declaration, deliverMotionHook.declaration, deliverPressesHook.declaration]
    }

    /// The registry whose advice applies to calls made on this responder.
    nonisolated public let aspectRegistry: AspectRegistry

    /// Creates a responder whose hooks use `aspectRegistry`.
    ///
    /// - Parameter aspectRegistry: The registry; by default the task's
    ///   `AspectRegistry.current`.
    public init(aspectRegistry: AspectRegistry = .current) {
        self.aspectRegistry = aspectRegistry
        ComponentHooks.declared
    }

    deinit {
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }

    /// The next responder in the chain: the one that gets what this one does not handle.
    ///
    /// `nil` for a plain responder; views, windows and later view controllers override it.
    open var next: Responder? { nil }

    /// The application this responder belongs to, if it is attached to one.
    open var application: Application? { nil }

    /// Whether this responder accepts becoming the first responder. `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets go of first-responder status when asked. `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its application's first responder: the one motion and key
    /// press events go to.
    public var isFirstResponder: Bool {
        application?.firstResponder === self
    }

    /// Asks to become the application's first responder.
    ///
    /// It succeeds when the responder is attached to an application, accepts the role
    /// (``canBecomeFirstResponder``) and the current first responder lets go.
    ///
    /// - Returns: Whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let application else { return false }
        if application.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = application.firstResponder, !current.resignFirstResponder() { return false }
        application.firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    ///
    /// - Returns: Whether this responder is no longer the first responder; `true` when it was
    ///   not the first responder to begin with.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let application, application.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        application.firstResponder = nil
        return true
    }

    // MARK: - Touches, motion and presses

    /// One or more fingers went down in this responder (or in a responder below it that passed
    /// them on). By default passes them to ``next``.
    ///
    /// - Parameters:
    ///   - touches: The touches that began, in the order the fingers went down.
    ///   - event: The event they came in, with every touch on the screen.
    open func touchesBegan(_ touches: [Touch], with event: Event) {
        next?.deliverTouches(touches, phase: .began, with: event)
    }

    /// One or more of this responder's touches moved. By default passes them to ``next``.
    open func touchesMoved(_ touches: [Touch], with event: Event) {
        next?.deliverTouches(touches, phase: .moved, with: event)
    }

    /// One or more of this responder's touches were lifted. By default passes them to ``next``.
    open func touchesEnded(_ touches: [Touch], with event: Event) {
        next?.deliverTouches(touches, phase: .ended, with: event)
    }

    /// One or more of this responder's touches were cancelled. By default passes them to
    /// ``next``.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {
        next?.deliverTouches(touches, phase: .cancelled, with: event)
    }

    /// A motion (a shake) began while this responder was first responder, or a responder below
    /// it passed it on. By default passes it to ``next``.
    open func motionBegan(_ motion: EventSubtype, with event: Event) {
        next?.deliverMotion(.began, with: event)
    }

    /// A motion ended. By default passes it to ``next``.
    open func motionEnded(_ motion: EventSubtype, with event: Event) {
        next?.deliverMotion(.ended, with: event)
    }

    /// A motion was cancelled. By default passes it to ``next``.
    open func motionCancelled(_ motion: EventSubtype, with event: Event) {
        next?.deliverMotion(.cancelled, with: event)
    }

    /// Keys went down while this responder was first responder. By default passes them to
    /// ``next``.
    open func pressesBegan(_ presses: [Press], with event: Event) {
        next?.deliverPresses(presses, phase: .began, with: event)
    }

    /// Keys came up. By default passes them to ``next``.
    open func pressesEnded(_ presses: [Press], with event: Event) {
        next?.deliverPresses(presses, phase: .ended, with: event)
    }

    /// Key presses were cancelled. By default passes them to ``next``.
    open func pressesCancelled(_ presses: [Press], with event: Event) {
        next?.deliverPresses(presses, phase: .cancelled, with: event)
    }
}

extension Responder: HookDeclaring {}
