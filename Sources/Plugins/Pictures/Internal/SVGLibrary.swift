import Components

/// The definitions pictures share: clip rectangles, the pattern plain views are filled with,
/// and, when sharing components, each distinct drawing once.
///
/// A page of a thousand frames draws each distinct component once and places it by reference
/// (`<use href="#c1f"/>`) wherever it shows again, so a screen that changed in one control
/// costs that control and the containers around it, not the whole screen again.
final class SVGLibrary {
    /// Whether components become shared definitions; otherwise they are drawn where they are.
    let sharesComponents: Bool
    private var definitions: [String] = []
    private var ids: [String: String] = [:]
    private var clips: [String: String] = [:]

    init(sharesComponents: Bool) {
        self.sharesComponents = sharesComponents
    }

    /// How many drawings were defined.
    var count: Int { definitions.count }

    /// The id of a group drawing `body`, defining it the first time.
    func define(_ body: String) -> String {
        if let id = ids[body] { return id }
        let id = "c" + String(definitions.count, radix: 36)
        ids[body] = id
        definitions.append("<g id=\"\(id)\">\(body)</g>")
        return id
    }

    /// The id of a clip path to a `size` rectangle at the origin, defining it the first time.
    func clip(_ size: Size) -> String {
        let key = "\(Markup.number(size.width))x\(Markup.number(size.height))"
        if let id = clips[key] { return id }
        let id = "k" + String(clips.count, radix: 36)
        clips[key] = id
        definitions.append(
            "<clipPath id=\"\(id)\"><rect width=\"\(Markup.number(size.width))\" "
                + "height=\"\(Markup.number(size.height))\"/></clipPath>")
        return id
    }

    /// Every definition, in a `<defs>` element, the fill pattern first.
    var defs: String {
        "<defs>" + Self.pattern + definitions.joined(separator: "\n") + "</defs>"
    }

    /// The checkerboard plain views show, in their own coordinates, so a zoom scales it.
    static let pattern =
        "<pattern id=\"grid\" width=\"40\" height=\"40\" patternUnits=\"userSpaceOnUse\">"
        + "<rect width=\"40\" height=\"40\" fill=\"#dfe8f3\"/>"
        + "<path d=\"M0 0H20V20H0ZM20 20H40V40H20Z\" fill=\"#c9d6e6\"/></pattern>\n"
}
