import Components

/// Reads a command's action and arguments against a kind's vocabulary, with a message for
/// every way they can be wrong.
@MainActor
struct ActionParser {
    let command: Command
    let secrets: PlaybackSecrets

    private var type: String { command.componentType }
    private var action: String { command.action }
    private var arguments: [String] { command.arguments }

    /// The action, when the kind is known or the action is a check any kind has; `nil` when
    /// the kind must come from the component found.
    func parse(kind: ComponentKind?) throws(PlaybackError) -> PlaybackAction? {
        guard let kind else { return try check() }
        return try parse(for: kind)
    }

    /// The action as `kind` has it.
    ///
    /// - Throws: ``PlaybackError/unknownAction(type:action:actions:)`` when the kind has no
    ///   such action, or the arguments' error.
    ///
    /// - Parameters:
    ///   - kind: The component's kind.
    ///   - rule: The component's playback rule, whose actions come before the kind's.
    func parse(for kind: ComponentKind, rule: (any PlaybackRule)? = nil) throws(PlaybackError) -> PlaybackAction {
        if let rule, rule.actions.contains(where: command.performs) { return .custom(rule) }
        if kind != .device, let check = try check() { return check }
        if let action = try gesture(kind) { return action }
        if let action = try own(kind) { return action }
        throw .unknownAction(type: type, action: action, actions: (rule?.actions ?? []) + kind.actions)
    }

    // MARK: Checks and gestures, on every view

    private func check() throws(PlaybackError) -> PlaybackAction? {
        switch action.lowercased() {
        case "verify", "verifynot":
            try expect([1, 2], "expected", "property")
            let expected = arguments[0]
            return .verify(
                command.performs("Verify") ? .equals(expected) : .differs(expected),
                property: arguments.dropFirst().first)
        case "verifyregex":
            try expect([1, 2], "pattern", "property")
            guard let regex = try? Regex(arguments[0]) else {
                throw .badPattern(action: action, type: type, pattern: arguments[0])
            }
            return .verify(.matches(arguments[0], regex), property: arguments.dropFirst().first)
        case "waitfor", "waitfornot":
            try expect([0, 1], "seconds")
            let seconds = try arguments.isEmpty ? nil : duration(0, "seconds")
            return command.performs("WaitFor") ? .waitFor(seconds: seconds) : .waitForNot(seconds: seconds)
        default: return nil
        }
    }

    private func gesture(_ kind: ComponentKind) throws(PlaybackError) -> PlaybackAction? {
        guard kind != .device else { return nil }
        switch action.lowercased() {
        case "tap": try expect([0, 2], "x", "y"); return .tap(at: try point(from: 0))
        case "doubletap": try expect([0, 2], "x", "y"); return .doubleTap(at: try point(from: 0))
        case "longpress":
            try expect([0, 1, 3], "seconds", "x", "y")
            return .longPress(seconds: try arguments.isEmpty ? nil : duration(0, "seconds"), at: try point(from: 1))
        case "swipe":
            try expect([1], "direction")
            return .swipe(try choice(0, "direction", SwipeDirection.allCases))
        case "move": return .move(try path())
        case "pinch":
            try expect([1, 3], "scale", "x", "y")
            let scale = try number(0, "scale")
            guard scale > 0 else { throw outOfRange("scale must be above 0, got \(arguments[0])") }
            return .pinch(
                scale: scale, at: arguments.count == 3 ? Point(x: try number(1, "x"), y: try number(2, "y")) : nil)
        default: return nil
        }
    }

    private func own(_ kind: ComponentKind) throws(PlaybackError) -> PlaybackAction? {
        switch (kind, action.lowercased()) {
        case (.slider, "slide"): try expect([1], "value"); return .slide(try number(0, "value"))
        case (.toggle, "toggle"): try expect([0]); return .toggle
        case (.stepper, "increment"): try expect([0]); return .step(up: true)
        case (.stepper, "decrement"): try expect([0]); return .step(up: false)
        case (.segments, "select"): try expect([1], "index"); return .selectSegment(try whole(0, "index"))
        case (.textField, "entertext"): return try enterText()
        case (.picker, "select"):
            try expect([1, 2], "row", "component")
            return .selectWheelRow(
                row: try whole(0, "row"), component: try arguments.count == 2 ? whole(1, "component") : 0)
        case (.table, "select"): return .selectTableRow(try indexPath())
        case (.table, "scrolltorow"): return .scrollToRow(try indexPath())
        case (.table, "scrollto"), (.scrollView, "scrollto"):
            try expect([2], "x", "y")
            return .scrollTo(Point(x: try number(0, "x"), y: try number(1, "y")))
        case (.navigationBar, "back"): try expect([0]); return .back
        case (.device, "shake"): try deviceIdentifier(); try expect([0]); return .shake
        case (.device, "rotate"):
            try deviceIdentifier()
            try expect([1], "orientation")
            return .rotate(try choice(0, "orientation", DeviceOrientation.allCases))
        default: return nil
        }
    }

    // MARK: Arguments

    /// The point written as the two arguments from `index`, when there are.
    private func point(from index: Int) throws(PlaybackError) -> Point? {
        guard arguments.count >= index + 2 else { return nil }
        return Point(x: try number(index, "x"), y: try number(index + 1, "y"))
    }

    private func enterText() throws(PlaybackError) -> PlaybackAction {
        try expect([1, 2], "text", "return")
        if arguments.count == 2, arguments[1].lowercased() != "return" {
            throw .notAChoice(
                action: action, type: type, argument: "the second argument", value: arguments[1], choices: ["return"])
        }
        let text = arguments[0]
        guard let name = Self.placeholder(in: text) else {
            return .enterText(text, secret: nil, pressReturn: arguments.count == 2)
        }
        guard let value = secrets[name] else { throw .missingSecret(name: name) }
        return .enterText(value, secret: name, pressReturn: arguments.count == 2)
    }

    /// The secret's name when `text` is exactly a placeholder, `${name}`.
    static func placeholder(in text: String) -> String? {
        guard text.hasPrefix("${"), text.hasSuffix("}"), text.count > 3 else { return nil }
        let name = text.dropFirst(2).dropLast()
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return String(name)
    }

    private func indexPath() throws(PlaybackError) -> IndexPath {
        try expect([1, 2], "row", "section")
        let row = try whole(0, "row")
        return IndexPath(row: row, section: try arguments.count == 2 ? whole(1, "section") : 0)
    }

    private func path() throws(PlaybackError) -> [Point] {
        guard arguments.count >= 4, arguments.count.isMultiple(of: 2) else {
            throw .argumentCount(
                action: action, type: type, expected: "an even number of arguments, at least 4 (x1, y1, x2, y2, …)",
                got: arguments.count)
        }
        var points: [Point] = []
        for index in stride(from: 0, to: arguments.count, by: 2) {
            let number = index / 2 + 1
            points.append(Point(x: try self.number(index, "x\(number)"), y: try self.number(index + 1, "y\(number)")))
        }
        return points
    }

    private func deviceIdentifier() throws(PlaybackError) {
        guard command.identifier == "*" else {
            throw outOfRange("Device takes * as its identifier, not \"\(command.identifier)\"")
        }
    }

    /// Fails unless the argument count is one of `counts`; `names` are the arguments' names.
    private func expect(_ counts: [Int], _ names: String...) throws(PlaybackError) {
        guard !counts.contains(arguments.count) else { return }
        throw .argumentCount(
            action: action, type: type, expected: Self.expectation(counts, names), got: arguments.count)
    }

    /// How a failure says what an action expects: `no arguments`, `1 argument (value)`,
    /// `1 or 2 arguments (row, component)`.
    static func expectation(_ counts: [Int], _ names: [String]) -> String {
        let list = names.isEmpty ? "" : " (\(names.joined(separator: ", ")))"
        if counts == [0] { return "no arguments" }
        if counts.count == 1 { return "\(counts[0]) argument\(counts[0] == 1 ? "" : "s")\(list)" }
        let numbers = counts.map(String.init)
        return numbers.dropLast().joined(separator: ", ") + " or \(numbers.last ?? "") arguments\(list)"
    }

    private func number(_ index: Int, _ name: String) throws(PlaybackError) -> Double {
        guard let value = Double(arguments[index]), value.isFinite else {
            throw .notANumber(action: action, type: type, argument: name, value: arguments[index], whole: false)
        }
        return value
    }

    private func whole(_ index: Int, _ name: String) throws(PlaybackError) -> Int {
        guard let value = Int(arguments[index]) else {
            throw .notANumber(action: action, type: type, argument: name, value: arguments[index], whole: true)
        }
        return value
    }

    /// The longest wait or hold a script may ask for, in seconds: the same as its longest
    /// `%timeout`.
    static let maximumSeconds = Double(ModifierName.maximumMilliseconds) / 1_000

    private func duration(_ index: Int, _ name: String) throws(PlaybackError) -> Double {
        let seconds = try number(index, name)
        guard seconds >= 0 else { throw outOfRange("\(name) must not be negative, got \(arguments[index])") }
        guard seconds <= Self.maximumSeconds else {
            throw outOfRange(
                "\(name) must be at most \(Self.maximumSeconds.scriptDescription), got \(arguments[index])")
        }
        return seconds
    }

    private func choice<Choice: RawRepresentable<String> & CaseIterable>(
        _ index: Int, _ name: String, _ choices: Choice.AllCases
    ) throws(PlaybackError) -> Choice {
        let word = arguments[index].lowercased()
        guard let found = choices.first(where: { $0.rawValue.lowercased() == word }) else {
            throw .notAChoice(
                action: action, type: type, argument: name, value: arguments[index], choices: choices.map(\.rawValue))
        }
        return found
    }

    private func outOfRange(_ reason: String) -> PlaybackError {
        .outOfRange(action: action, type: type, reason: reason)
    }
}
