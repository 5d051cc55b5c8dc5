import Components

/// Everything a value holds, as text: every stored property, followed into structs, enums,
/// collections and objects such as key presses, but not into components (``View``s and their
/// controllers), which hold their state, a secure field's text included, by design.
enum Reflection {
    /// The value's leaves, one a line, each as `String(reflecting:)` prints it.
    static func text(of value: Any, depth: Int = 8) -> String {
        var lines: [String] = []
        walk(value, label: "", depth: depth, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func walk(_ value: Any, label: String, depth: Int, into lines: inout [String]) {
        let mirror = Mirror(reflecting: value)
        let isComponent = value is View || value is ViewController || value is Application
        if mirror.children.isEmpty || depth == 0 || isComponent {
            lines.append("\(label): \(isComponent ? "<component>" : String(reflecting: value))")
            return
        }
        for child in mirror.children {
            walk(child.value, label: label + "." + (child.label ?? "_"), depth: depth - 1, into: &lines)
        }
    }
}
