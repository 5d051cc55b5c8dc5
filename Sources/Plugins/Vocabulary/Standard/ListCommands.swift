import Components

extension ComponentCommands where Component == PickerView {
    /// `Select row [component]`, and MonkeyTalk's `SelectIndex n` (from 1).
    static var pickerView: Self {
        ComponentCommands(
            PickerView.self, aliases: ["ItemSelector"], defaultProperty: "row", recording: PickerViewRule(),
            actions: [
                spin(
                    "Select", [.whole("row"), .whole("component").optional], from: 0,
                    does: "spins the wheel to the row (component 0 when omitted)"),
                spin(
                    "SelectIndex", [.whole("index")], from: 1,
                    does: "spins the first wheel to the row, counting from 1 (MonkeyTalk's)"),
            ])
    }

    /// Spins a wheel to the row its first argument counts from `first`; the component is the
    /// second argument's, or 0.
    private static func spin(
        _ name: String, _ arguments: [ActionArgument], from first: Int, does summary: String
    ) -> Action {
        let place: @MainActor (ActionArguments) -> (row: Int, component: Int) = { arguments in
            (arguments.whole(arguments.has("row") ? "row" : "index") - first, arguments.whole("component"))
        }
        return Action(
            name, arguments, does: summary,
            touchPoint: { view, arguments in
                guard let picker = view as? PickerView else { return nil }
                let (row, component) = place(arguments)
                return try Player.wheelColumn(row, component, of: picker).center
            },
            swift: { call in
                guard let row = call.arguments.first.flatMap({ Int($0) }) else { return nil }
                let component = call.number(1) ?? "0"
                let rows = "\(row - first) - (picker.selectedRow(inComponent: \(component)) ?? 0)"
                return call.block("picker", ["try input.spin(picker, component: \(component), rows: \(rows))"])
            }
        ) { picker, call in
            let (row, component) = place(call.arguments)
            try call.player.spin(picker, to: row, component)
        }
    }
}

extension ComponentCommands where Component == ScrollView {
    /// `ScrollTo x y`.
    static var scrollView: Self {
        ComponentCommands(
            ScrollView.self, aliases: ["Scroller"], defaultProperty: "contentOffset", recording: ScrollViewRule(),
            actions: [scrollTo(), scrollTo("Scroll", does: "drags the content to rest at that offset (MonkeyTalk's)")])
    }

    /// `ScrollTo x y`, which table views take too.
    static func scrollTo(_ name: String = "ScrollTo", does summary: String = "drags the content to rest at that offset")
        -> Action
    {
        Action(
            name, [.point("offset")], does: summary,
            swift: { call in
                guard let x = call.number(0), let y = call.number(1) else { return nil }
                let distance = "Point(x: \(x) - scroller.contentOffset.x, y: \(y) - scroller.contentOffset.y)"
                return call.block("scroller", ["try input.scroll(scroller, by: \(distance))"])
            }
        ) { scrollView, call in
            try call.player.scroll(scrollView, to: call.arguments.point("offset"))
        }
    }
}

extension ComponentCommands where Component == TableView {
    /// `Select row [section]` and `ScrollToRow row [section]`.
    static var tableView: Self {
        ComponentCommands(
            TableView.self, aliases: ["Table"], defaultProperty: "selectedRow", recording: TableViewRule(),
            actions: [
                row(
                    "Select", does: "taps the row, scrolling it into view first (section 0 when omitted)",
                    swift: { tapRow($0, from: 0) }
                ) { table, indexPath, call in try call.input.tapRow(at: indexPath, in: table) },
                row(
                    "SelectIndex", from: 1, does: "taps the row, counting from 1 (MonkeyTalk's)",
                    swift: { tapRow($0, from: 1) }
                ) { table, indexPath, call in try call.input.tapRow(at: indexPath, in: table) },
                row("ScrollToRow", does: "scrolls until the row is at the top") { table, indexPath, call in
                    try call.player.scroll(toRow: indexPath, in: table)
                },
            ])
    }

    /// `try input.tapRow(at: IndexPath(…), in: …)`, the row counted from `first`.
    private static func tapRow(_ call: SwiftCall, from first: Int) -> [String]? {
        guard let row = call.arguments.first.flatMap({ Int($0) }) else { return nil }
        let indexPath = "IndexPath(row: \(row - first), section: \(call.number(1) ?? "0"))"
        return ["try input.tapRow(at: \(indexPath), in: \(call.component))"]
    }

    /// An action on a row (counted from `first`), checked to be in the table before anything
    /// is touched.
    private static func row(
        _ name: String, from first: Int = 0, does summary: String, swift: (@MainActor (SwiftCall) -> [String]?)? = nil,
        perform: @escaping @MainActor (TableView, IndexPath, ActionCall) throws -> Void
    ) -> Action {
        let indexPath: @MainActor (ActionArguments) -> IndexPath = {
            IndexPath(row: $0.whole("row") - first, section: $0.whole("section"))
        }
        return Action(
            name, [.whole("row"), .whole("section").optional], does: summary,
            touchPoint: { view, arguments in
                if let table = view as? TableView { try Player.checkRow(indexPath(arguments), of: table, action: name) }
                return nil
            }, swift: swift
        ) { table, call in try perform(table, indexPath(call.arguments), call) }
    }
}
