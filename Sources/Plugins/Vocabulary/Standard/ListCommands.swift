import Components

extension ComponentCommands where Component == PickerView {
    /// `Select row [component]` (a row by number or by its title), and MonkeyTalk's
    /// `SelectIndex n` (from 1).
    static var pickerView: Self {
        ComponentCommands(
            PickerView.self, aliases: ["ItemSelector"], monkeyTalkName: "ItemSelector", defaultProperty: "row",
            properties: [
                "row": { $0.selectedRow(inComponent: 0).map(String.init) ?? "" },
                "title": { picker in
                    picker.selectedRow(inComponent: 0).flatMap { picker.title(forRow: $0, inComponent: 0) } ?? ""
                },
            ],
            items: { picker, row, component in picker.title(forRow: row, inComponent: component) },
            recording: PickerViewRule(),
            reports: [
                .before(PickerView.delegateDidSelectRowHook) { _, row in
                    WheelPicked(row: row.row, component: row.component)
                }
            ],
            actions: [
                .select,
                .spinAction(
                    "SelectIndex", [.whole("index")], from: 1,
                    does: "spins the first wheel to the row, counting from 1 (MonkeyTalk's)"),
            ])
    }
}

extension ComponentCommands.Action where Component: PickerView {
    /// `Select row [component]`: spins a wheel to a row, by number or by its title;
    /// MonkeyTalk's `SelectIndex`.
    public static var select: Self {
        spinAction(
            "Select", [.wholeOrText("row"), .whole("component").optional], from: 0,
            does: "spins the wheel to the row, given by number or by its title (component 0 when omitted)",
            monkeyTalk: .countingFromOne("SelectIndex"))
    }

    /// Spins a wheel to the row its first argument names: a number counted from `first`, or a
    /// title; the component is the second argument's, or 0.
    fileprivate static func spinAction(
        _ name: String, _ arguments: [ActionArgument], from first: Int, does summary: String,
        monkeyTalk: MonkeyTalkSpelling<Component>? = nil
    ) -> Self {
        let place: @MainActor (PickerView, ActionArguments) throws -> (row: Int, component: Int) = {
            picker, arguments in
            let component = arguments.whole("component")
            if let title = arguments.optionalText("row") {
                return (try row(titled: title, component, of: picker), component)
            }
            return (arguments.whole(arguments.has("row") ? "row" : "index") - first, component)
        }
        return Self(
            name, arguments, does: summary, monkeyTalk: monkeyTalk,
            touchPoint: { view, arguments in
                guard let picker = view as? PickerView else { return nil }
                let (row, component) = try place(picker, arguments)
                return try Player.wheelColumn(row, component, of: picker).center
            },
            swift: { call in swiftSpin(call, from: first) }
        ) { picker, call in
            let (row, component) = try place(picker, call.arguments)
            try call.player.spin(picker, to: row, component)
        }
    }

    /// The row of the wheel `component` titled `title`, or a failure naming what is there.
    private static func row(titled title: String, _ component: Int, of picker: PickerView) throws(PlaybackError) -> Int
    {
        if let row = picker.row(titled: title, inComponent: component) { return row }
        guard (0..<picker.numberOfComponents).contains(component) else {
            throw .outOfRange(
                action: "Select", type: "PickerView",
                reason: "\(picker.componentName) has no component \(component) (it has \(picker.numberOfComponents))")
        }
        let titles = (0..<picker.numberOfRows(inComponent: component)).map {
            picker.title(forRow: $0, inComponent: component) ?? ""
        }
        throw ItemText.missing(
            title, argument: "row", action: "Select", type: "PickerView",
            reason: "\(picker.componentName) has no row titled \"\(title)\" in component \(component); "
                + "its rows are \(ItemText.list(titles))")
    }

    /// `try input.spin(…)` by the rows between the selected one and the one named: by number,
    /// or by a title the test looks up.
    private static func swiftSpin(_ call: SwiftCall, from first: Int) -> [String]? {
        guard let word = call.arguments.first else { return nil }
        let component = call.number(1) ?? "0"
        let selected = "(picker.selectedRow(inComponent: \(component)) ?? 0)"
        guard let row = Int(word) else {
            return call.block(
                "picker",
                [
                    "let row = try #require(picker.row(titled: \(SwiftLiteral.string(word)), inComponent: \(component)))",
                    "try input.spin(picker, component: \(component), rows: row - \(selected))",
                ])
        }
        return call.block(
            "picker", ["try input.spin(picker, component: \(component), rows: \(row - first) - \(selected))"])
    }
}

extension ComponentCommands where Component == ScrollView {
    /// `ScrollTo x y`.
    static var scrollView: Self {
        ComponentCommands(
            ScrollView.self, aliases: ["Scroller"], monkeyTalkName: "Scroller", defaultProperty: "contentOffset",
            properties: [
                "contentOffset": { "\($0.contentOffset.x.scriptDescription) \($0.contentOffset.y.scriptDescription)" },
                "zoomScale": { $0.zoomScale.scriptDescription },
            ],
            recording: ScrollViewRule(),
            reports: [
                .after(ScrollView.setContentOffsetHook) { scrollView, _, _ in
                    ContentScrolled(offset: scrollView.contentOffset)
                },
                .after(ScrollView.delegateWillEndDraggingHook) { scrollView, _, target in
                    ContentWillRest(offset: scrollView.clampedOffset(target))
                },
                .after(ScrollView.setZoomScaleHook) { scrollView, _, _ in ContentZoomed(scale: scrollView.zoomScale) },
            ],
            actions: [
                .scrollTo, .scrollAction("Scroll", does: "drags the content to rest at that offset (MonkeyTalk's)"),
            ])
    }
}

extension ComponentCommands.Action where Component: ScrollView {
    /// `ScrollTo x y`: drags the content to rest at that offset; MonkeyTalk's `Scroll`.
    public static var scrollTo: Self {
        scrollAction("ScrollTo", does: "drags the content to rest at that offset", monkeyTalk: .action("Scroll"))
    }

    fileprivate static func scrollAction(
        _ name: String, does summary: String, monkeyTalk: MonkeyTalkSpelling<Component>? = nil
    ) -> Self {
        Self(
            name, [.point("offset")], does: summary, monkeyTalk: monkeyTalk,
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
    /// `Select row [section]` and `ScrollToRow row [section]` (a row by number or by its text),
    /// and MonkeyTalk's `SelectIndex row [section]` (from 1).
    static var tableView: Self {
        ComponentCommands(
            TableView.self, aliases: ["Table"], monkeyTalkName: "Table", defaultProperty: "selectedRow",
            properties: ["selectedRow": { $0.indexPathForSelectedRow.map(rowWords) ?? "" }],
            items: { table, row, section in try? table.text(forRowAt: IndexPath(row: row, section: section)) ?? "" },
            recording: TableViewRule(),
            reports: [
                .after(TableView.delegateDidSelectRowHook) { _, indexPath, _ in RowSelected(indexPath: indexPath) }
            ],
            actions: [
                .select,
                .rowAction(
                    "SelectIndex", from: 1, does: "taps the row, counting from 1 (MonkeyTalk's)",
                    swift: { Action.tapRow($0, from: 1) }
                ) { table, indexPath, call in try call.input.tapRow(at: indexPath, in: table) },
                .scrollToRow,
            ])
    }

    /// `row`, or `section row` outside section 0, as `Verify` reads a selected row.
    private static func rowWords(_ indexPath: IndexPath) -> String {
        indexPath.section == 0 ? String(indexPath.row) : "\(indexPath.section) \(indexPath.row)"
    }
}

extension ComponentCommands.Action where Component: TableView {
    /// `Select row [section]`: taps a row, by number or by its text; MonkeyTalk's `SelectIndex`.
    public static var select: Self {
        rowAction(
            "Select", byText: true,
            does: "taps the row, given by number or by its text, scrolling it into view first "
                + "(section 0 when omitted; every section for a text)",
            monkeyTalk: .countingFromOne("SelectIndex"), swift: { tapRow($0, from: 0) }
        ) { table, indexPath, call in try call.input.tapRow(at: indexPath, in: table) }
    }

    /// `ScrollToRow row [section]`: scrolls until the row is at the top.
    public static var scrollToRow: Self {
        rowAction("ScrollToRow", byText: true, does: "scrolls until the row, by number or by its text, is at the top") {
            table, indexPath, call in try call.player.scroll(toRow: indexPath, in: table)
        }
    }

    /// `try input.tapRow(at: IndexPath(…), in: …)`, the row counted from `first`, or found by
    /// its text.
    fileprivate static func tapRow(_ call: SwiftCall, from first: Int) -> [String]? {
        guard let word = call.arguments.first else { return nil }
        guard let row = Int(word) else {
            let section = call.number(1).map { ", inSection: \($0)" } ?? ""
            let indexPath = "#require(table.indexPathForRow(withText: \(SwiftLiteral.string(word))\(section)))"
            return call.block("table", ["try input.tapRow(at: \(indexPath), in: table)"])
        }
        let indexPath = "IndexPath(row: \(row - first), section: \(call.number(1) ?? "0"))"
        return ["try input.tapRow(at: \(indexPath), in: \(call.component))"]
    }

    /// An action on a row (counted from `first`, or, `byText`, named by its text), checked to
    /// be in the table before anything is touched.
    fileprivate static func rowAction(
        _ name: String, from first: Int = 0, byText: Bool = false, does summary: String,
        monkeyTalk: MonkeyTalkSpelling<Component>? = nil, swift: (@MainActor (SwiftCall) -> [String]?)? = nil,
        perform: @escaping @MainActor (Component, IndexPath, ActionCall) throws -> Void
    ) -> Self {
        let indexPath: @MainActor (TableView, ActionArguments) throws -> IndexPath = { table, arguments in
            let section = arguments.has("section") ? arguments.whole("section") : nil
            if let text = arguments.optionalText("row") { return try row(withText: text, section, in: table, name) }
            return IndexPath(row: arguments.whole("row") - first, section: section ?? 0)
        }
        return Self(
            name, [byText ? .wholeOrText("row") : .whole("row"), .whole("section").optional], does: summary,
            monkeyTalk: monkeyTalk,
            touchPoint: { view, arguments in
                if let table = view as? TableView {
                    try Player.checkRow(indexPath(table, arguments), of: table, action: name)
                }
                return nil
            }, swift: swift
        ) { table, call in try perform(table, indexPath(table, call.arguments), call) }
    }

    /// The first row showing `text` (in `section` only, when given), or a failure saying none
    /// does.
    private static func row(
        withText text: String, _ section: Int?, in table: TableView, _ action: String
    ) throws(PlaybackError) -> IndexPath {
        if let section, !(0..<table.numberOfSections).contains(section) {
            throw .outOfRange(
                action: action, type: "TableView",
                reason: "\(table.componentName) has no section \(section) (it has \(table.numberOfSections))")
        }
        if let indexPath = table.indexPathForRow(withText: text, inSection: section) { return indexPath }
        let place = section.map { " in section \($0)" } ?? ""
        throw ItemText.missing(
            text, argument: "row", action: action, type: "TableView",
            reason: "\(table.componentName) has no row whose text is \"\(text)\"\(place)")
    }
}
