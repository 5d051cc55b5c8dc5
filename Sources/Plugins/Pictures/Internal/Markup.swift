import Components

/// Writing XML text that HTML reads the same way: escaped text and attributes, short numbers,
/// and transforms.
enum Markup {
    /// `text` with markup characters as entities and line breaks as spaces.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: false)
    }

    /// `lines` as an element's text, one a line, markup characters as entities.
    static func lines(_ lines: [String]) -> String {
        XMLText.escaped(lines.joined(separator: "\n"), keepingLineBreaks: true, inElement: true)
    }

    /// `value` with at most `decimals` decimals (two by default), without trailing zeros:
    /// `12`, `0.5`, `-3.25`.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        let scale = decimals >= 4 ? 10_000.0 : 100.0
        let rounded = (Swift.min(Swift.max(value, -1e9), 1e9) * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return rounded.description
    }

    /// A `transform` attribute placing a child drawn at `(0, 0)`, or nothing for the identity:
    /// ` transform="translate(20 84)"` or ` transform="matrix(…)"`.
    static func transform(_ t: AffineTransform) -> String {
        let (a, b) = (number(t.a, decimals: 4), number(t.b, decimals: 4))
        let (c, d) = (number(t.c, decimals: 4), number(t.d, decimals: 4))
        let (x, y) = (number(t.tx), number(t.ty))
        if a == "1", b == "0", c == "0", d == "1" {
            return x == "0" && y == "0" ? "" : " transform=\"translate(\(x) \(y))\""
        }
        return " transform=\"matrix(\(a) \(b) \(c) \(d) \(x) \(y))\""
    }

    /// Seconds as the page writes times: `0.5 s`, `12.34 s`.
    static func seconds(_ value: Double) -> String {
        number(value) + " s"
    }
}
