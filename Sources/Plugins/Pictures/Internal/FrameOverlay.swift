import Components

/// What a frame draws over its screen, in window coordinates: the target's outline and each
/// touch's trail.
///
/// A touch that moved is a line from a hollow circle where the finger went down to an arrow
/// where it lifted; one that stayed put is a ring where it landed (a second tap on the same
/// spot a wider ring), with how long it was held when that was long enough to be a press.
/// With several fingers each has its colour and its number at its start.
enum FrameOverlay {
    typealias S = SVGShapes

    /// How long a still touch must last to be labelled as held, in seconds.
    static let pressDuration = 0.5

    /// The overlay of `frame`.
    static func markup(for frame: SessionFrame) -> String {
        target(of: frame) + trails(frame.trails)
    }

    /// A dashed outline a little outside the target; for an upright target, kept inside the
    /// screen so that a bar along an edge shows all of its outline.
    private static func target(of frame: SessionFrame) -> String {
        guard let target = frame.target else { return "" }
        let style = frame.outcome == .failed ? "tg bad" : "tg"
        let t = target.transform
        let screen = Rect(x: 0, y: 0, width: frame.screen.size.width, height: frame.screen.size.height)
        if t.b == 0, t.c == 0, let box = target.frame.insetBy(dx: -4, dy: -4).intersection(screen.insetBy(dx: 2, dy: 2))
        {
            return S.rect(style, x: box.minX, y: box.minY, width: box.width, height: box.height, radius: 6)
        }
        return S.rect(
            style, x: -4, y: -4, width: target.size.width + 8, height: target.size.height + 8, radius: 6,
            more: Markup.transform(t))
    }

    private static func trails(_ trails: [TouchTrail]) -> String {
        let numbered = Set(trails.map(\.finger)).count > 1
        var rings: [Point] = []
        return trails.map { trail in
            guard let start = trail.start else { return "" }
            var drawing: String
            if trail.isStill() {
                let earlier = rings.count { $0.distance(to: start) < 12 }
                rings.append(start)
                drawing = still(trail, at: start, ring: earlier)
            } else {
                drawing = moving(trail)
            }
            if numbered {
                drawing += S.text("lab", String(trail.finger + 1), x: start.x - 16, y: start.y - 16, size: 13)
            }
            return "<g class=\"f\(trail.finger % 4)\">\(drawing)</g>"
        }.joined()
    }

    private static func still(_ trail: TouchTrail, at point: Point, ring: Int) -> String {
        var drawing = S.circle("tap", point, radius: 15 + 7 * Double(ring))
        if ring == 0 { drawing += S.circle("dot", point, radius: 3.5) }
        if trail.duration >= pressDuration, ring == 0 {
            drawing += S.text(
                "lab", "held \(Markup.seconds(trail.duration))", x: point.x, y: point.y - 28, size: 13,
                anchor: .middle)
        }
        return drawing
    }

    private static func moving(_ trail: TouchTrail) -> String {
        let points = trail.points.map { "\(Markup.number($0.x)),\(Markup.number($0.y))" }.joined(separator: " ")
        var drawing = "<polyline class=\"\(trail.wasCancelled ? "ln cx" : "ln")\" points=\"\(points)\"/>"
        if let start = trail.start { drawing += S.circle("s0", start, radius: 6) }
        if let head = arrowHead(trail.points) { drawing += head }
        return drawing
    }

    /// A filled arrow head at the last point, pointing the way the finger last went.
    private static func arrowHead(_ points: [Point]) -> String? {
        guard let end = points.last, let before = points.dropLast().last(where: { $0.distance(to: end) > 1 }) else {
            return nil
        }
        let length = end.distance(to: before)
        let (dx, dy) = ((end.x - before.x) / length, (end.y - before.y) / length)
        let back = Point(x: end.x - dx * 13, y: end.y - dy * 13)
        let left = Point(x: back.x - dy * 7, y: back.y + dx * 7)
        let right = Point(x: back.x + dy * 7, y: back.y - dx * 7)
        let path = [end, left, right].map { "\(Markup.number($0.x)) \(Markup.number($0.y))" }
        return "<path class=\"hd\" d=\"M\(path[0])L\(path[1])L\(path[2])Z\"/>"
    }
}
