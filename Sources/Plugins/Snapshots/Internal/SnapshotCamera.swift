import Components

/// Makes the nodes of a ``TreeSnapshot`` from views, reading what their declarations say:
/// the type's script name, its default property and its states.
@MainActor
struct SnapshotCamera {
    let vocabulary: Vocabulary

    /// `view`'s node; or, for a view that is not the root and says nothing a person reads (no
    /// name, no value, no state), its subviews' nodes in its place.
    func node(of view: View, isRoot: Bool = false) -> [TreeSnapshot.Node] {
        let type = vocabulary.type(of: view)
        let isHidden = view.isHidden || view.alpha <= 0.01
        let children = isHidden ? [] : view.subviews.flatMap { self.node(of: $0) }
        let made = TreeSnapshot.Node(
            type: type.name, name: ComponentLocator.names(of: view).first, value: value(of: view, as: type),
            states: (isHidden ? ["hidden"] : []) + type.states(of: view), children: children)
        let saysNothing = made.name == nil && made.value == nil && made.states.isEmpty
        return !isRoot && saysNothing ? children : [made]
    }

    /// Its default property's value; for a control whose value is withheld (a secure field),
    /// dots that do not tell how long the secret is.
    private func value(of view: View, as type: ScriptType) -> TreeSnapshot.Value? {
        if let control = view as? Control, type.controlValue(of: control) == .redacted {
            return .text(ControlValue.redacted.description)
        }
        return type.read(nil, of: view).map { .text($0.value) }
    }
}
