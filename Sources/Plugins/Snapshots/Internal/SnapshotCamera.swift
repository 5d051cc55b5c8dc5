import Components

/// Makes the nodes of a ``TreeSnapshot`` from views, reading what their declarations
/// say: the type's script name and its default property.
@MainActor
struct SnapshotCamera {
    let vocabulary: Vocabulary

    /// `view`'s node, or, for a plain unnamed `View` that is not the root, its subviews' nodes
    /// in its place.
    func node(of view: View, isRoot: Bool = false) -> [TreeSnapshot.Node] {
        let type = vocabulary.type(of: view)
        let name = ComponentLocator.names(of: view).first
        let isHidden = view.isHidden || view.alpha <= 0.01
        let children = isHidden ? [] : view.subviews.flatMap { node(of: $0) }
        if !isRoot, name == nil, type.name == "View", !isHidden { return children }
        let value = type.read(nil, of: view).map { TreeSnapshot.Value.text($0.value) }
        return [
            TreeSnapshot.Node(
                type: type.name, name: name, value: value, states: states(of: view, isHidden: isHidden),
                children: children)
        ]
    }

    /// What a person sees of `view`'s state.
    private func states(of view: View, isHidden: Bool) -> [String] {
        var states: [String] = []
        if isHidden { states.append("hidden") }
        if let control = view as? Control {
            if !control.isEnabled { states.append("disabled") }
            if control.isSelected { states.append("selected") }
        }
        if view.isFirstResponder { states.append("focused") }
        return states
    }
}
