import Components

/// The vocabulary as a person reads it: the tables of the Commands article and of
/// `interpose-demo describe --commands`, made from the declarations themselves.
extension Vocabulary {
    /// A Markdown table of the actions the types scripts call `names` declare themselves (not
    /// those they inherit), one row an action, in declaration order.
    ///
    /// ```swift
    /// print(Vocabulary.standard.table(of: ["Slider", "Switch"]))
    /// // | type | action | arguments | what it does |
    /// // |---|---|---|---|
    /// // | `Slider` | `Slide` | `value` | drags the thumb to the value (one command for the whole drag) |
    /// // | `Switch` | `Toggle` | | flips the switch with a tap |
    /// ```
    ///
    /// - Parameters:
    ///   - names: Type names as scripts write them; `Device` for the device.
    ///   - roles: Which actions to list: every role by default.
    public func table(of names: [String], roles: Set<CommandAction.Role>? = nil) -> String {
        var rows = ["| type | action | arguments | what it does |", "|---|---|---|---|"]
        for name in names {
            for action in ownActions(of: name) where roles.map({ $0.contains(action.role) }) ?? true {
                rows.append("| `\(name)` | `\(action.name)` | \(Self.arguments(of: action)) | \(action.summary) |")
            }
        }
        return rows.joined(separator: "\n")
    }

    /// Every declared type's table, and the device's: what `describe --commands` prints.
    public var reference: String {
        table(of: all.map { $0.name ?? $0.className } + ["Device"])
    }

    /// The actions the type scripts call `name` declares itself.
    private func ownActions(of name: String) -> [CommandAction] {
        if name.lowercased() == "device" { return deviceActions }
        return all.first { $0.answers(to: name) }?.actions ?? []
    }

    /// `` `value` ``, `` `x y` (optional) ``: an action's arguments as the article writes them.
    private static func arguments(of action: CommandAction) -> String {
        action.arguments.map { $0.reference + ($0.isOptional ? " (optional)" : "") }.joined(separator: " ")
    }
}
