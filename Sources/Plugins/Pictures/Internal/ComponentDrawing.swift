import Components

/// How one component looks, in its own coordinates: what goes under its children, what goes
/// over them, and whether they are clipped to its bounds.
///
/// Each kind of content is drawn as a person would recognise it: a switch as a pill with its
/// knob, a slider as a track with its thumb where its value is, a picker as its wheels with
/// the selected row in a band, a scroll view's position as scroll indicators and its zoom as
/// a badge. Plain leaf views show a checkerboard, so scrolling and zooming them shows; views
/// of types it does not know show an outline and their type's name.
struct ComponentDrawing {
    typealias S = SVGShapes

    private(set) var under = ""
    private(set) var over = ""
    private(set) var clipsChildren = false
    let width: Double
    let height: Double

    init(_ component: ComponentSnapshot, insideBar: Bool, library: SVGLibrary) {
        (width, height) = (component.size.width, component.size.height)
        switch component.content {
        case .window:
            under = S.rect("wn", width: width, height: height)
            clipsChildren = true
        case .navigationBar:
            under = S.rect("nb", width: width, height: height) + S.line("sp", 0, height, width, height)
        case .cell(let isSelected):
            under = S.rect(isSelected ? "cl sel" : "cl", width: width, height: height)
            over = S.line("sp", 15, height, width, height)
        case .text(let text): under = label(text, insideBar: insideBar)
        case .button(let title, let isHighlighted): under = button(title, isHighlighted, insideBar: insideBar)
        case .textField(let text, let placeholder, _, let isEditing):
            under = field(text, placeholder: placeholder, isEditing: isEditing)
        case .toggle(let isOn): under = toggle(isOn)
        case .slider(let value, let minimum, let maximum): under = slider(value, minimum, maximum)
        case .stepper(let value, let minimum, let maximum): under = stepper(value, minimum, maximum)
        case .segments(let titles, let selected): under = segments(titles, selected)
        case .picker(let wheels): under = picker(wheels, clip: library.clip(component.size))
        case .scroll(let offset, let contentSize, let zoomScale):
            if component.isA("TableView") { under = S.rect("tv", width: width, height: height) }
            over = indicators(offset, contentSize) + zoomBadge(zoomScale)
            clipsChildren = true
        case .plain: under = plain(component)
        }
    }

    private func label(_ text: String, insideBar: Bool) -> String {
        if insideBar {
            return S.text("nt", text, x: width / 2, y: height / 2, size: 17, anchor: .middle)
        }
        let size = Swift.min(15, Swift.max(height * 0.62, 6))
        return S.text("lb", text, x: 0, y: height / 2, size: size, width: width)
    }

    private func button(_ title: String, _ isHighlighted: Bool, insideBar: Bool) -> String {
        if insideBar { return S.text("bk", "‹ " + title, x: 0, y: height / 2, size: 17) }
        let size = Swift.min(15, Swift.max(height * 0.5, 6))
        return S.rect(isHighlighted ? "bt hl" : "bt", width: width, height: height, radius: Swift.min(8, height / 2))
            + S.text("btt", title, x: width / 2, y: height / 2, size: size, anchor: .middle, width: width - 8)
    }

    private func field(_ text: String, placeholder: String?, isEditing: Bool) -> String {
        let size = Swift.min(15, Swift.max(height * 0.5, 6))
        let box = S.rect(
            isEditing ? "tf ed" : "tf", x: 0.5, y: 0.5, width: width - 1, height: height - 1,
            radius: Swift.min(6, height / 2))
        let shown =
            text.isEmpty
            ? S.text("ph", placeholder ?? "", x: 8, y: height / 2, size: size, width: width - 16)
            : S.text("fx", text, x: 8, y: height / 2, size: size, width: width - 16)
        guard isEditing else { return box + shown }
        let caret = Swift.min(8 + (text.isEmpty ? 0 : S.width(of: text, size: size)) + 1, width - 6)
        return box + shown + S.line("ct", caret, height * 0.22, caret, height * 0.78)
    }

    private func plain(_ component: ComponentSnapshot) -> String {
        guard component.children.isEmpty else { return "" }
        if component.type == "View" { return S.rect("pl", width: width, height: height) }
        return S.rect("cu", width: width, height: height)
            + S.text("cap", component.type, x: width - 6, y: height - 10, size: 11, anchor: .end, width: width - 12)
    }

    /// Scroll indicators where the content is larger than the view, placed by the offset.
    private func indicators(_ offset: Point, _ content: Size) -> String {
        var bars = ""
        if content.height > height + 0.5 {
            let length = Swift.max(height * height / content.height, 24)
            let position = Swift.min(Swift.max(offset.y / (content.height - height), 0), 1) * (height - length)
            bars += S.rect("in", x: width - 5, y: position, width: 3, height: length, radius: 1.5)
        }
        if content.width > width + 0.5 {
            let length = Swift.max(width * width / content.width, 24)
            let position = Swift.min(Swift.max(offset.x / (content.width - width), 0), 1) * (width - length)
            bars += S.rect("in", x: position, y: height - 5, width: length, height: 3, radius: 1.5)
        }
        return bars
    }

    /// A badge with the zoom scale, when the content is zoomed.
    private func zoomBadge(_ scale: Double) -> String {
        guard Swift.abs(scale - 1) > 0.001 else { return "" }
        let text = "zoom \(Markup.number(scale))×"
        let badge = S.width(of: text, size: 12) + 16
        return "<g class=\"zb\">" + S.rect("zr", x: width - badge - 8, y: 8, width: badge, height: 22, radius: 11)
            + S.text("zt", text, x: width - 8 - badge / 2, y: 19, size: 12, anchor: .middle) + "</g>"
    }
}
