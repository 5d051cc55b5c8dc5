import Components

/// What a ``RecordingRule`` records through: the component a command is for, the gesture in
/// progress, and ``record(_:_:replacing:withinGesture:)-(_,[String],_,_)``.
///
/// The context names the component (its type as scripts write it, and an identifier that is
/// unique on screen, or an ordinal with a warning) and keeps the raw events the command was
/// built from as its provenance. A command the component's vocabulary does not declare, or
/// declares with other arguments, is recorded with a warning: a player could not play it.
///
/// ```swift
/// func componentChanged(_ change: ComponentChange, on view: View, in context: RecordingContext) {
///     guard case .control(let event) = change, event.events == .valueChanged else { return }
///     context.record("Slide", [event.value.description], replacing: ["Slide"])
/// }
/// ```
@MainActor
public struct RecordingContext {
    let session: RecordingSession
    let owner: ComponentOwner

    /// The component the commands are for.
    public var component: View { owner.view }
    /// The name scripts give the component's type.
    public var componentType: String { owner.type.name }

    /// The gesture in progress, fingers so far, when there is one.
    public var gesture: Gesture? {
        session.state.gesture?.gesture(tolerance: session.application.tapMovementTolerance)
    }

    /// Where the component's content was, or was springing back to, when the gesture in
    /// progress began, when the component is a scroll view the gesture is in.
    public var contentOffsetAtGestureStart: Point? {
        session.state.gesture?.start.offset(of: component)
    }

    /// The application's virtual time now.
    public var time: Double { session.application.clock.now }

    /// Records `action` with `arguments` for the component.
    ///
    /// - Parameters:
    ///   - action: The command's action, such as `Tap` or `Slide`.
    ///   - arguments: Its arguments, as a script writes them.
    ///   - actions: When the last command recorded is for this same component and its action is
    ///     one of these, the new command replaces it (keeping both provenances): a slider dragged
    ///     in many steps records one `Slide`, a second tap turns a `Tap` into a `DoubleTap`.
    ///   - withinGesture: Whether to replace only a command recorded in the same gesture: for
    ///     actions whose arguments are relative (`Pinch 2` twice zooms four times), where two
    ///     gestures must stay two commands.
    public func record(
        _ action: String, _ arguments: [String] = [], replacing actions: Set<String> = [], withinGesture: Bool = false
    ) {
        session.record(action, arguments, for: owner, replacing: actions, withinGesture: withinGesture)
    }

    /// Records `action` with numeric arguments, written as scripts write numbers.
    public func record(
        _ action: String, _ numbers: Double..., replacing actions: Set<String> = [], withinGesture: Bool = false
    ) {
        record(action, numbers.map(\.scriptDescription), replacing: actions, withinGesture: withinGesture)
    }

    /// The name under which a secure text field's text is recorded, as a placeholder the
    /// player fills from a secret of that name: `${password}` for a field identified as
    /// `password`.
    public func secretPlaceholder() -> String {
        let identifier = session.identify(component, as: owner.type).identifier
        let name = identifier.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        return "${\(name.isEmpty ? "secret" : name)}"
    }
}
