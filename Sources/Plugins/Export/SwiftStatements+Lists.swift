/// Selections and scrolls.
extension SwiftStatements {
    /// `Select` on a segmented control, a picker or a table.
    var select: [String]? {
        guard let first = arguments.first, let index = Int(first) else { return nil }
        let second = arguments.count > 1 ? Int(arguments[1]) : 0
        guard let second else { return nil }
        switch command.componentType.lowercased() {
        case "segmentedcontrol":
            return block(
                "segments", ["try input.tap(segments, at: #require(segments.frameForSegment(at: \(index))).center)"])
        case "pickerview":
            return block(
                "picker",
                [
                    "try input.spin(picker, component: \(second), rows: \(index) - (picker.selectedRow(inComponent: \(second)) ?? 0))"
                ])
        case "tableview":
            return ["try input.tapRow(at: IndexPath(row: \(index), section: \(second)), in: \(component))"]
        default: return nil
        }
    }

    /// `ScrollTo x y`: a drag by the distance left to go.
    var scroll: [String]? {
        guard arguments.count == 2, let x = SwiftLiteral.number(arguments[0]), let y = SwiftLiteral.number(arguments[1])
        else { return nil }
        let distance = "Point(x: \(x) - scroller.contentOffset.x, y: \(y) - scroller.contentOffset.y)"
        return block("scroller", ["try input.scroll(scroller, by: \(distance))"])
    }

    /// `Verify`, `VerifyNot`, `VerifyRegex`, `WaitFor` and `WaitForNot`.
    var checks: [String]? {
        let property = arguments.count > 1 ? SwiftLiteral.string(arguments[1]) : defaultProperty
        let value = "ComponentProperties.value(\(property), of: \(component))"
        switch command.action.lowercased() {
        case "verify": return arguments.first.map { ["#expect(try \(value) == \(SwiftLiteral.string($0)))"] }
        case "verifynot": return arguments.first.map { ["#expect(try \(value) != \(SwiftLiteral.string($0)))"] }
        case "verifyregex":
            return arguments.first.map {
                ["#expect(try \(value)?.wholeMatch(of: Regex(\(SwiftLiteral.string($0)))) != nil)"]
            }
        case "waitfor": return ["_ = try \(component)"]
        case "waitfornot": return ["#expect(throws: FinderError.self) { try \(component) }"]
        default: return nil
        }
    }

    /// The default property of the command's type, as a literal (`nil` when not a known type).
    private var defaultProperty: String {
        let defaults = [
            "label": "text", "textfield": "text", "button": "title", "navigationbar": "title", "slider": "value",
            "stepper": "value", "switch": "on", "segmentedcontrol": "selected", "pickerview": "row",
            "tableview": "selectedRow", "scrollview": "contentOffset",
        ]
        return defaults[command.componentType.lowercased()].map(SwiftLiteral.string) ?? "nil"
    }
}
