import Components

extension ComponentCommands where Component == PickerView {
    /// `Select row [component]`.
    static var pickerView: Self {
        ComponentCommands(
            PickerView.self, defaultProperty: "row", recording: PickerViewRule(),
            actions: [
                Action(
                    "Select", [.whole("row"), .whole("component").optional],
                    does: "spins the wheel to the row (component 0 when omitted)",
                    touchPoint: { view, arguments in
                        guard let picker = view as? PickerView else { return nil }
                        return try Player.wheelColumn(
                            arguments.whole("row"), arguments.whole("component"), of: picker
                        ).center
                    },
                    swift: { call in
                        guard let row = call.number(0) else { return nil }
                        let component = call.number(1) ?? "0"
                        let rows = "\(row) - (picker.selectedRow(inComponent: \(component)) ?? 0)"
                        return call.block("picker", ["try input.spin(picker, component: \(component), rows: \(rows))"])
                    }
                ) { picker, call in
                    try call.player.spin(picker, to: call.arguments.whole("row"), call.arguments.whole("component"))
                }
            ])
    }
}

extension ComponentCommands where Component == ScrollView {
    /// `ScrollTo x y`.
    static var scrollView: Self {
        ComponentCommands(
            ScrollView.self, defaultProperty: "contentOffset", recording: ScrollViewRule(), actions: [scrollTo])
    }

    /// `ScrollTo x y`, which table views take too.
    static var scrollTo: Action {
        Action(
            "ScrollTo", [.point("offset")], does: "drags the content to rest at that offset",
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
            TableView.self, defaultProperty: "selectedRow", recording: TableViewRule(),
            actions: [
                row(
                    "Select", does: "taps the row, scrolling it into view first (section 0 when omitted)",
                    swift: { call in
                        guard let row = call.number(0) else { return nil }
                        let indexPath = "IndexPath(row: \(row), section: \(call.number(1) ?? "0"))"
                        return ["try input.tapRow(at: \(indexPath), in: \(call.component))"]
                    }
                ) { table, indexPath, call in try call.input.tapRow(at: indexPath, in: table) },
                row("ScrollToRow", does: "scrolls until the row is at the top") { table, indexPath, call in
                    try call.player.scroll(toRow: indexPath, in: table)
                },
            ])
    }

    /// An action on a row, checked to be in the table before anything is touched.
    private static func row(
        _ name: String, does summary: String, swift: (@MainActor (SwiftCall) -> [String]?)? = nil,
        perform: @escaping @MainActor (TableView, IndexPath, ActionCall) throws -> Void
    ) -> Action {
        let indexPath: @MainActor (ActionArguments) -> IndexPath = {
            IndexPath(row: $0.whole("row"), section: $0.whole("section"))
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
