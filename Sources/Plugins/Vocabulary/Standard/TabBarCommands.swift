import Components

extension ComponentCommands where Component == TabBar {
    /// MonkeyTalk's `TabBar`: `Select title`, and `SelectIndex n` (from 1).
    ///
    /// A tab is named by the title it shows, exactly (case and all), as MonkeyTalk's scripts
    /// name them (`TabBar * Select forms`); `Verify` reads the selected tab's title.
    static var tabBar: Self {
        ComponentCommands(
            TabBar.self, defaultProperty: "selectedTitle", properties: ["selectedTitle": { $0.selectedTitle ?? "" }],
            items: { bar, item, group in group == 0 && bar.titles.indices.contains(item) ? bar.titles[item] : nil },
            recording: TabBarRule(),
            actions: [
                .select,
                Action(
                    "SelectIndex", [.whole("index")], does: "taps the tab, counting from 1 (MonkeyTalk's)",
                    touchPoint: { view, arguments in
                        guard let bar = view as? TabBar else { return nil }
                        return Action.center(of: try Action.tab(at: arguments.whole("index"), in: bar), in: bar)
                    },
                    swift: { call in
                        call.arguments.first.flatMap(Int.init).map {
                            ["try input.tap(\(call.component).buttons[\($0 - 1)])"]
                        }
                    }
                ) { bar, call in try call.input.tap(Action.tab(at: call.arguments.whole("index"), in: bar)) },
            ])
    }
}

extension ComponentCommands.Action where Component: TabBar {
    /// `Select title`: taps the tab showing that title.
    public static var select: Self {
        Self(
            "Select", [.text("title")], does: "taps the tab showing that title, exactly as written",
            touchPoint: { view, arguments in
                guard let bar = view as? TabBar else { return nil }
                return center(of: try tab(titled: arguments.text("title"), in: bar), in: bar)
            },
            swift: { call in
                call.arguments.first.map {
                    ["try input.tap(#require(\(call.component).button(titled: \(SwiftLiteral.string($0)))))"]
                }
            }
        ) { bar, call in try call.input.tap(tab(titled: call.arguments.text("title"), in: bar)) }
    }

    /// The button of the first tab titled `title`, or a failure listing the tabs.
    private static func tab(titled title: String, in bar: TabBar) throws(PlaybackError) -> Button {
        guard let button = bar.button(titled: title) else {
            let tabs = bar.titles.isEmpty ? "it has no tabs" : "its tabs are \(ItemText.list(bar.titles))"
            throw .outOfRange(
                action: "Select", type: "TabBar", reason: "\(bar.componentName) has no tab titled \"\(title)\"; \(tabs)"
            )
        }
        return button
    }

    /// The button of tab `index`, counted from 1, or a failure saying how many there are.
    fileprivate static func tab(at index: Int, in bar: TabBar) throws(PlaybackError) -> Button {
        guard index >= 1, index <= bar.buttons.count else {
            throw .outOfRange(
                action: "SelectIndex", type: "TabBar",
                reason: "\(bar.componentName) has no tab \(index) (it has \(bar.buttons.count), counted from 1)")
        }
        return bar.buttons[index - 1]
    }

    /// The middle of `button`, in the bar's coordinates: where a tap on its tab lands.
    fileprivate static func center(of button: Button, in bar: TabBar) -> Point {
        button.convert(button.bounds.center, to: bar)
    }
}
