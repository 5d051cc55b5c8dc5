import Components

/// Draws component snapshots as SVG: each component in its own coordinates, from `(0, 0)` to
/// its size, placed by its transform relative to its container, with its identity as a
/// `<title>` a viewer shows on hover.
struct SVGWriter {
    let library: SVGLibrary

    /// The screen's windows, placed in window coordinates.
    func screen(_ snapshot: ScreenSnapshot) -> String {
        snapshot.windows.map { place($0, in: .identity, insideBar: false) }.joined()
    }

    /// `component` placed in a container whose own transform is `parent`: inline, or as a
    /// reference to its shared definition.
    private func place(_ component: ComponentSnapshot, in parent: AffineTransform, insideBar: Bool) -> String {
        guard let inverse = parent.inverted() else { return "" }
        let relative = component.transform.concatenating(inverse)
        let opacity = component.alpha * (component.isEnabled ? 1 : 0.45)
        let attributes = Markup.transform(relative) + (opacity < 0.995 ? " opacity=\"\(Markup.number(opacity))\"" : "")
        let body = body(of: component, insideBar: insideBar)
        if library.sharesComponents { return "<use href=\"#\(library.define(body))\"\(attributes)/>" }
        return "<g\(attributes)>\(body)</g>\n"
    }

    private func body(of component: ComponentSnapshot, insideBar: Bool) -> String {
        let drawing = ComponentDrawing(component, insideBar: insideBar, library: library)
        let isBar = component.content == .navigationBar
        var children = component.children.map { place($0, in: component.transform, insideBar: isBar) }.joined()
        if drawing.clipsChildren, !children.isEmpty {
            children = "<g clip-path=\"url(#\(library.clip(component.size)))\">\(children)</g>"
        }
        return "<title>\(Markup.escaped(component.name))</title>" + drawing.under + children + drawing.over
    }
}
