import Components

/// The SVG elements pictures are made of, styled by class (see ``PictureStyle``).
enum SVGShapes {
    typealias N = Markup

    /// A rectangle, rounded by `radius`, with any `more` attributes (written with a leading
    /// space).
    static func rect(
        _ style: String, x: Double = 0, y: Double = 0, width: Double, height: Double, radius: Double = 0,
        more: String = ""
    ) -> String {
        var element = "<rect class=\"\(style)\""
        if x != 0 { element += " x=\"\(N.number(x))\"" }
        if y != 0 { element += " y=\"\(N.number(y))\"" }
        element += " width=\"\(N.number(Swift.max(width, 0)))\" height=\"\(N.number(Swift.max(height, 0)))\""
        if radius > 0 { element += " rx=\"\(N.number(radius))\"" }
        return element + more + "/>"
    }

    /// A line from `(x1, y1)` to `(x2, y2)`.
    static func line(_ style: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line class=\"\(style)\" x1=\"\(N.number(x1))\" y1=\"\(N.number(y1))\" x2=\"\(N.number(x2))\" "
            + "y2=\"\(N.number(y2))\"/>"
    }

    /// A circle about `center`.
    static func circle(_ style: String, _ center: Point, radius: Double) -> String {
        "<circle class=\"\(style)\" cx=\"\(N.number(center.x))\" cy=\"\(N.number(center.y))\" "
            + "r=\"\(N.number(radius))\"/>"
    }

    /// How text sits on its point: from its start, about its middle, or up to its end.
    enum Anchor: String {
        case start, middle, end
    }

    /// `text` in one line whose middle is at height `y`, cut with an ellipsis to about `width`.
    static func text(
        _ style: String, _ text: String, x: Double, y: Double, size: Double, anchor: Anchor = .start,
        width: Double = .infinity
    ) -> String {
        let fitted = fit(text, width: width, size: size)
        guard !fitted.isEmpty else { return "" }
        var element = "<text class=\"\(style)\" x=\"\(N.number(x))\" y=\"\(N.number(y + size * 0.35))\""
        if size != 15 { element += " font-size=\"\(N.number(size))\"" }
        if anchor != .start { element += " text-anchor=\"\(anchor.rawValue)\"" }
        return element + ">\(Markup.escaped(fitted))</text>"
    }

    /// About how wide `text` is at font size `size`.
    static func width(of text: String, size: Double) -> Double {
        Double(text.count) * size * 0.5
    }

    /// `text`, cut to the characters that fit in `width` with an ellipsis.
    static func fit(_ text: String, width: Double, size: Double) -> String {
        guard width.isFinite, Self.width(of: text, size: size) > width else { return text }
        let fits = Int(width / (size * 0.5)) - 1
        return fits > 0 ? String(text.prefix(fits)) + "…" : ""
    }
}
