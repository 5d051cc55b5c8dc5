import Components

/// What an action's declaration writes Swift with: the command, the expression that finds its
/// component, and its arguments as Swift literals.
@MainActor
struct SwiftCall {
    let command: Command
    /// The command's type as the vocabulary declares it, when it does.
    let type: ScriptType?

    /// `find(Slider.self, "volume")` for a declared type, `find("Canvas", "canvas")` for others.
    var component: String {
        let identifier = SwiftLiteral.string(command.identifier)
        guard let type else { return "find(\(SwiftLiteral.string(command.componentType)), \(identifier))" }
        return "find(\(type.locatorType).self, \(identifier))"
    }

    /// The command's arguments, as written.
    var arguments: [String] { command.arguments }

    /// The argument at `index` as a Swift number literal, if it is there and a number.
    func number(_ index: Int) -> String? {
        index < arguments.count ? SwiftLiteral.number(arguments[index]) : nil
    }

    /// `, at: Point(x: …, y: …)` from the two arguments at `index`, or nothing.
    func at(_ index: Int) -> String {
        guard let x = number(index), let y = number(index + 1) else { return "" }
        return ", at: Point(x: \(x), y: \(y))"
    }

    /// A `do` block that finds the component as `name`, then runs `statements`.
    func block(_ name: String, _ statements: [String]) -> [String] {
        ["do {", "    let \(name) = try \(component)"] + statements.map { "    " + $0 } + ["}"]
    }

    /// The property a check reads, as a literal: the one it names, else (none, or `*`) the
    /// type's default (`nil` when the type declares none).
    var checkedProperty: String {
        if arguments.count > 1, arguments[1] != "*" { return SwiftLiteral.string(arguments[1]) }
        return type?.defaultProperty.map(SwiftLiteral.string) ?? "nil"
    }
}

/// The longer statements, shared by the declarations that write them.
extension SwiftCall {
    /// `try input.drag(component, along: [Point(…), …])`, wrapped to read, from a path.
    var drag: [String]? {
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

    /// Types the text (a secret's from the environment), and presses return when asked.
    var typeText: [String]? {
        guard let text = arguments.first else { return nil }
        let value =
            SecretPlaceholder.name(of: text).map { "secret(\(SwiftLiteral.string($0)))" } ?? SwiftLiteral.string(text)
        var lines = ["try input.typeText(\(value), into: \(component))"]
        if arguments.count > 1, ["return", "enter"].contains(arguments[1].lowercased()) {
            lines.append("try input.press(.return)")
        }
        return lines
    }

    /// `#expect(…)` of the checked property's value, as `comparison` writes it given the value
    /// expression and the first argument as a literal.
    /// The check's failure message, when it has one, and `message` is the `#expect`'s comment.
    func expectation(_ comparison: (String, String) -> String) -> [String]? {
        guard let first = arguments.first else { return nil }
        let value = "ComponentProperties.value(\(checkedProperty), of: \(component))"
        let message = arguments.count > 2 ? ", \(SwiftLiteral.string(arguments[2]))" : ""
        return ["#expect(\(comparison("try " + value, SwiftLiteral.string(first)))\(message))"]
    }

    /// `VerifyWildcard` (or, unless `fits`, `VerifyNotWildcard`): the pattern as the player
    /// reads it, variables and all (``ComponentProperties/fits(_:wildcard:)``).
    func wildcardExpectation(fits: Bool) -> [String]? {
        expectation { value, pattern in "\(fits ? "" : "!")ComponentProperties.fits(\(value), wildcard: \(pattern))" }
    }
}
