import Components

/// What a ``RecordingRule`` records through: the component a command is for, the gesture in
/// progress, and ``record(_:_:replacing:withinGesture:)``.
///
/// The context names the component (its type as scripts write it, and an identifier that is
/// unique on screen, or an ordinal with a warning) and keeps the raw events the command was
/// built from as its provenance. A command the component's vocabulary does not declare, or
/// declares with other arguments, is recorded with a warning: a player could not play it.
///
/// ```swift
/// func componentChanged(_ change: any ComponentChange, on slider: Slider, in context: RecordingContext<Slider>) {
///     guard let event = change as? ControlEvent, event.events == .valueChanged else { return }
///     context.record(.slide, slider.value, replacing: [.slide])
/// }
/// ```
@MainActor
public struct RecordingContext<Component: View> {
    let session: RecordingSession
    let owner: ComponentOwner

    /// The name scripts give the component's type.
    public var componentType: String { owner.type.name }

    /// The gesture in progress, fingers so far, when there is one.
    public var gesture: Gesture? {
        session.state.gesture?.gesture(tolerance: session.application.tapMovementTolerance)
    }

    /// Where the component's content was, or was springing back to, when the gesture in
    /// progress began, when the component is a scroll view the gesture is in.
    public var contentOffsetAtGestureStart: Point? {
        session.state.gesture?.start.offset(of: owner.view)
    }

    /// The application's virtual time now.
    public var time: Double { session.application.clock.now }

    /// Records `action` with `values` for the component.
    ///
    /// - Parameters:
    ///   - action: The command's action, one its declaration lists, such as `.tap` or `.slide`.
    ///   - values: Its arguments, in order: numbers, points, paths and text, written as a
    ///     script writes them (`nil` for an optional one left out).
    ///   - actions: When the last command recorded is for this same component and its action is
    ///     one of these, the new command replaces it (keeping both provenances): a slider dragged
    ///     in many steps records one `Slide`, a second tap turns a `Tap` into a `DoubleTap`.
    ///   - withinGesture: Whether to replace only a command recorded in the same gesture: for
    ///     actions whose arguments are relative (`Pinch 2` twice zooms four times), where two
    ///     gestures must stay two commands.
    public func record(
        _ action: ComponentCommands<Component>.Action, _ values: any ScriptValue...,
        replacing actions: [ComponentCommands<Component>.Action] = [], withinGesture: Bool = false
    ) {
        session.record(
            action.name, values.flatMap(\.scriptWords), for: owner, replacing: actions.map(\.name),
            withinGesture: withinGesture)
    }

    /// The name under which a secure text field's text is recorded, as a placeholder the
    /// player fills from a secret of that name: `${password}` for a field identified as
    /// `password`.
    public func secretPlaceholder() -> String {
        let identifier = session.identify(owner.view, as: owner.type).identifier
        let name = identifier.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return "${\(name.isEmpty ? "secret" : name)}"
    }

    /// The same context, for a rule of a superclass the rule hands on to:
    /// `ScrollViewRule().componentChanged(change, on: table, in: context.as(ScrollView.self))`.
    ///
    /// - Precondition: The component is a `Wider`.
    public func `as`<Wider: View>(_ type: Wider.Type) -> RecordingContext<Wider> {
        precondition(owner.view is Wider, "\(owner.view.componentName) is not a \(TypeNames.name(of: type))")
        return RecordingContext<Wider>(session: session, owner: owner)
    }
}
