/// The Swift statements that perform one command through the synthesizer.
struct SwiftStatements {
    let command: Command

    /// Component types `Components` declares, written as Swift types; others are found by name.
    static let knownTypes: Set<String> = [
        "View", "Button", "Label", "Slider", "Switch", "Stepper", "SegmentedControl", "TextField", "PickerView",
        "TableView", "TableViewCell", "ScrollView", "NavigationBar", "Window",
    ]

    /// A function the test gets when a script has secrets.
    static let secretFunction = """
        /// The secret `name`, from the `INTERPOSE_SECRET_name` environment variable.
        private func secret(_ name: String) -> String {
            ProcessInfo.processInfo.environment["INTERPOSE_SECRET_" + name] ?? ""
        }
        """

    /// The statements, with a comment in place of what cannot be exported.
    var lines: [String] {
        if command.modifiers.ignore == true { return ["// ignored: \(command.text)"] }
        guard let body = body else { return ["// not exported (no synthesizer call for it): \(command.text)"] }
        guard command.modifiers.shouldFail == true else { return body }
        return ["withKnownIssue {"] + body.map { "    " + $0 } + ["}"]
    }

    /// `find(Slider.self, "volume")`, or `find("Canvas", "canvas")` for types outside Components.
    var component: String {
        let identifier = SwiftLiteral.string(command.identifier)
        let type = command.componentType
        if let known = Self.knownTypes.first(where: { $0.lowercased() == type.lowercased() }) {
            return "find(\(known).self, \(identifier))"
        }
        return "find(\(SwiftLiteral.string(type)), \(identifier))"
    }

    var arguments: [String] { command.arguments }

    private func number(_ index: Int) -> String? {
        index < arguments.count ? SwiftLiteral.number(arguments[index]) : nil
    }

    /// `, at: Point(x: …, y: …)` from the two arguments at `index`, or nothing.
    private func at(_ index: Int) -> String {
        guard let x = number(index), let y = number(index + 1) else { return "" }
        return ", at: Point(x: \(x), y: \(y))"
    }

    private var body: [String]? {
        if command.isOn("Device") { return device }
        switch command.action.lowercased() {
        case "tap", "toggle": return ["try input.tap(\(component)\(at(0)))"]
        case "doubletap": return ["try input.doubleTap(\(component)\(at(0)))"]
        case "longpress":
            return ["try input.longPress(\(component)\(at(1))\(number(0).map { ", duration: \($0)" } ?? ""))"]
        case "swipe": return arguments.first.map { ["try input.swipe(\(component), .\($0.lowercased()))"] }
        case "move": return move
        case "pinch": return pinch
        case "back": return ["try input.tap(\(component).backButton)"]
        default: return controls ?? checks
        }
    }

    private var controls: [String]? {
        switch command.action.lowercased() {
        case "slide": return number(0).map { ["try input.slide(\(component), to: \($0))"] }
        case "increment", "decrement": return step(up: command.performs("Increment"))
        case "entertext": return enterText
        case "select": return select
        case "scrollto": return scroll
        default: return nil
        }
    }

    private var device: [String]? {
        switch command.action.lowercased() {
        case "shake": ["input.shake()"]
        case "rotate": arguments.first.map { ["input.rotateDevice(to: .\($0))"] }
        default: nil
        }
    }

    private var move: [String]? {
        let numbers = arguments.compactMap(SwiftLiteral.number)
        guard numbers.count == arguments.count, numbers.count >= 2, numbers.count % 2 == 0 else { return nil }
        let points = stride(from: 0, to: numbers.count, by: 2).map { "Point(x: \(numbers[$0]), y: \(numbers[$0 + 1]))" }
        var lines = ["try input.drag(", "    \(component),", "    along: ["]
        var row = ""
        for point in points {
            if !row.isEmpty, row.count + point.count + 2 > 96 {
                lines.append("        " + row)
                row = ""
            }
            row += row.isEmpty ? point + "," : " " + point + ","
        }
        lines.append("        " + row)
        return lines + ["    ])"]
    }

    private var pinch: [String]? {
        guard let scale = number(0) else { return nil }
        let point = number(1).flatMap { x in number(2).map { ", at: Point(x: \(x), y: \($0))" } } ?? ""
        return ["try input.pinch(\(component), scale: \(scale)\(point))"]
    }

    private func step(up: Bool) -> [String] {
        let x = up ? "stepper.bounds.maxX - 10" : "stepper.bounds.minX + 10"
        return block("stepper", ["try input.tap(stepper, at: Point(x: \(x), y: stepper.bounds.midY))"])
    }

    /// A `do` block that finds the component as `name`, then runs `statements`.
    func block(_ name: String, _ statements: [String]) -> [String] {
        ["do {", "    let \(name) = try \(component)"] + statements.map { "    " + $0 } + ["}"]
    }

    private var enterText: [String]? {
        guard let text = arguments.first else { return nil }
        let value =
            SecretPlaceholder.name(of: text).map { "secret(\(SwiftLiteral.string($0)))" } ?? SwiftLiteral.string(text)
        var lines = ["try input.typeText(\(value), into: \(component))"]
        if arguments.count > 1, arguments[1].lowercased() == "return" { lines.append("try input.press(.return)") }
        return lines
    }
}
