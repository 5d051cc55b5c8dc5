import Components

extension ComponentCommands where Component == Slider {
    /// `Slide value`, and MonkeyTalk's `Select value`.
    static var slider: Self {
        ComponentCommands(
            Slider.self, aliases: ["NumericSelector"], defaultProperty: "value",
            properties: numbers { ($0.value, $0.minimumValue, $0.maximumValue) }, controlEvents: .valueChanged,
            controlValue: { .number($0.value) }, recording: SliderRule(),
            actions: [
                .slide, .slideAction("Select", does: "drags the thumb to the value (MonkeyTalk's name for Slide)"),
            ])
    }
}

extension ComponentCommands.Action where Component: Slider {
    /// `Slide value`: drags the thumb to the value; MonkeyTalk's `Select value`.
    public static var slide: Self {
        slideAction(
            "Slide", does: "drags the thumb to the value (one command for the whole drag)",
            monkeyTalk: .action("Select"))
    }

    /// An action that drags the thumb to its `value` argument.
    fileprivate static func slideAction(
        _ name: String, does summary: String, monkeyTalk: MonkeyTalkSpelling<Component>? = nil
    ) -> Self {
        Self(
            name, [.number("value")], does: summary, monkeyTalk: monkeyTalk,
            touchPoint: { view, _ in (view as? Slider).map(Player.thumb(of:)) },
            swift: { call in call.number(0).map { ["try input.slide(\(call.component), to: \($0))"] } }
        ) { slider, call in try call.player.slide(slider, to: call.arguments.number("value")) }
    }
}

extension ComponentCommands {
    /// `value`, `minimum` and `maximum`, of a control whose value lies in a range, from
    /// `numbers`, which reads the three in that order.
    fileprivate static func numbers(
        _ numbers: @escaping @MainActor (Component) -> (Double, Double, Double)
    ) -> [String: @MainActor (Component) -> String] {
        [
            "value": { numbers($0).0.scriptDescription }, "minimum": { numbers($0).1.scriptDescription },
            "maximum": { numbers($0).2.scriptDescription },
        ]
    }
}

extension ComponentCommands where Component == Switch {
    /// `Toggle`, and MonkeyTalk's `On` and `Off`.
    static var `switch`: Self {
        ComponentCommands(
            Switch.self, aliases: ["Toggle", "CheckBox"], monkeyTalkName: "Toggle", defaultProperty: "on",
            properties: ["on": { String($0.isOn) }], controlEvents: .valueChanged, controlValue: { .bool($0.isOn) },
            recording: SwitchRule(), actions: [.toggle, turn("On", on: true), turn("Off", on: false)])
    }

    /// MonkeyTalk's `On` and `Off`: a tap when the switch is not that way already.
    private static func turn(_ name: String, on: Bool) -> Action {
        Action(
            name, [], does: "taps the switch when it is not \(on ? "on" : "off") already",
            swift: { call in call.block("toggle", ["if toggle.isOn != \(on) { try input.tap(toggle) }"]) }
        ) { toggle, call in
            if toggle.isOn != on { try call.input.tap(toggle) }
        }
    }
}

extension ComponentCommands.Action where Component: Switch {
    /// `Toggle`: flips the switch with a tap; MonkeyTalk's `On` or `Off`, as the switch was left.
    public static var toggle: Self {
        Self(
            "Toggle", [], does: "flips the switch with a tap", monkeyTalk: .either("On", "Off", when: { $0.isOn }),
            swift: { ["try input.tap(\($0.component))"] }
        ) { toggle, call in try call.input.tap(toggle) }
    }
}

extension ComponentCommands where Component == Stepper {
    /// `Increment` and `Decrement`.
    static var stepper: Self {
        ComponentCommands(
            Stepper.self, defaultProperty: "value",
            properties: numbers { ($0.value, $0.minimumValue, $0.maximumValue) },
            controlEvents: .valueChanged, controlValue: { .number($0.value) }, recording: StepperRule(),
            actions: [.increment, .decrement])
    }
}

extension ComponentCommands.Action where Component: Stepper {
    /// `Increment`: a tap on the plus half.
    public static var increment: Self { step("Increment", up: true) }
    /// `Decrement`: a tap on the minus half.
    public static var decrement: Self { step("Decrement", up: false) }

    private static func step(_ name: String, up: Bool) -> Self {
        let half: @MainActor (View) -> Point = { view in
            Point(x: view.bounds.minX + view.bounds.width * (up ? 0.75 : 0.25), y: view.bounds.midY)
        }
        return Self(
            name, [], does: "a tap on the \(up ? "plus" : "minus") half: one step",
            touchPoint: { view, _ in half(view) },
            swift: { call in
                let x = up ? "stepper.bounds.maxX - 10" : "stepper.bounds.minX + 10"
                return call.block("stepper", ["try input.tap(stepper, at: Point(x: \(x), y: stepper.bounds.midY))"])
            }
        ) { stepper, call in try call.input.tap(stepper, at: half(stepper)) }
    }
}

extension ComponentCommands where Component == SegmentedControl {
    /// `Select index` (a segment by index or by its title), and MonkeyTalk's `SelectIndex n`
    /// (from 1).
    static var segmentedControl: Self {
        ComponentCommands(
            SegmentedControl.self, aliases: ["ButtonSelector"], monkeyTalkName: "ButtonSelector",
            defaultProperty: "selected",
            properties: [
                "selected": { String($0.selectedSegmentIndex) },
                "selectedTitle": { $0.titleForSegment(at: $0.selectedSegmentIndex) ?? "" },
            ],
            items: { segments, item, group in group == 0 ? segments.titleForSegment(at: item) : nil },
            controlEvents: .valueChanged, controlValue: { .index($0.selectedSegmentIndex) },
            recording: SegmentedControlRule(),
            actions: [
                .select,
                .segmentAction(
                    "SelectIndex", .whole("index"), from: 1,
                    does: "a tap on that segment, counting from 1 (MonkeyTalk's)"),
            ])
    }
}

extension ComponentCommands.Action where Component: SegmentedControl {
    /// `Select index`: a tap on a segment, by index or by its title; MonkeyTalk's `SelectIndex`.
    public static var select: Self {
        segmentAction(
            "Select", .wholeOrText("index"), from: 0, does: "a tap on that segment, given by index or by its title",
            monkeyTalk: .countingFromOne("SelectIndex"))
    }

    /// A tap on the segment an `index` argument names: a number counted from `first`, or a
    /// title.
    fileprivate static func segmentAction(
        _ name: String, _ argument: ActionArgument, from first: Int, does summary: String,
        monkeyTalk: MonkeyTalkSpelling<Component>? = nil
    ) -> Self {
        let segment: @MainActor (SegmentedControl, ActionArguments) throws -> Rect = { control, arguments in
            guard let title = arguments.optionalText("index") else {
                return try Player.segmentFrame(arguments.whole("index") - first, of: control)
            }
            guard let index = control.titles.firstIndex(of: title) else {
                throw ItemText.missing(
                    title, argument: "index", action: name, type: "SegmentedControl",
                    reason: "\(control.componentName) has no segment titled \"\(title)\"; "
                        + "its segments are \(ItemText.list(control.titles))")
            }
            return try Player.segmentFrame(index, of: control)
        }
        return Self(
            name, [argument], does: summary, monkeyTalk: monkeyTalk,
            touchPoint: { view, arguments in
                guard let control = view as? SegmentedControl else { return nil }
                return try segment(control, arguments).center
            },
            swift: { call in
                guard let word = call.arguments.first else { return nil }
                let index =
                    Int(word).map { "\($0 - first)" }
                    ?? "#require(segments.titles.firstIndex(of: \(SwiftLiteral.string(word))))"
                let center = "#require(segments.frameForSegment(at: \(index))).center"
                return call.block("segments", ["try input.tap(segments, at: \(center))"])
            }
        ) { control, call in
            try call.input.tap(control, at: segment(control, call.arguments).center)
        }
    }
}

extension ComponentCommands where Component == TextField {
    /// `EnterText text [return]`.
    static var textField: Self {
        ComponentCommands(
            TextField.self, aliases: ["Input"], monkeyTalkName: "Input", defaultProperty: "text",
            properties: [
                "text": { $0.displayedText }, "placeholder": { $0.placeholder ?? "" },
                "editing": { String($0.isEditing) },
            ],
            controlEvents: .allEditingEvents,
            controlValue: { $0.isSecureTextEntry ? .redacted : .text($0.text) }, recording: TextFieldRule(),
            actions: [
                .enterText,
                Action(
                    "Clear", [], does: "taps the field and deletes its whole text",
                    swift: { call in
                        call.block(
                            "field",
                            ["try input.tap(field)", "while !field.text.isEmpty { try input.press(.deleteBackward) }"])
                    }
                ) { field, call in try call.player.enter("", into: field, pressReturn: false) },
            ])
    }
}

extension ComponentCommands.Action where Component: TextField {
    /// `EnterText text [return]`: types the whole text, and presses return when asked;
    /// MonkeyTalk's `enter` for `return`.
    public static var enterText: Self {
        Self(
            "EnterText", [.secretText("text"), .keyword("return", or: "enter").optional],
            does: "taps the field, replaces its whole text by typing, and presses return when `return` "
                + "(MonkeyTalk's `enter`) is given",
            monkeyTalk: .arguments { $0.count == 2 ? [$0[0], "enter"] : $0 }, swift: { $0.typeText }
        ) { field, call in
            try call.player.enter(call.arguments.text("text"), into: field, pressReturn: call.arguments.has("return"))
        }
    }
}

extension ComponentCommands where Component == NavigationBar {
    /// `Back`.
    static var navigationBar: Self {
        ComponentCommands(
            NavigationBar.self, defaultProperty: "title", properties: ["title": { $0.title ?? "" }],
            recording: NavigationBarRule(), actions: [.back])
    }
}

extension ComponentCommands.Action where Component: NavigationBar {
    /// `Back`: taps the back button.
    public static var back: Self {
        Self(
            "Back", [], does: "taps the back button; the bar is named by the title it shows",
            touchPoint: { view, _ in
                guard let bar = view as? NavigationBar else { return nil }
                return bar.backButton.convert(bar.backButton.bounds.center, to: bar)
            },
            swift: { ["try input.tap(\($0.component).backButton)"] }
        ) { bar, call in try call.player.back(bar) }
    }
}

extension Vocabulary {
    /// `Device * Shake`, `Device * Rotate orientation`, and MonkeyTalk's `Device * Back` and
    /// `Device * Screenshot`.
    static var device: [CommandAction] {
        [
            CommandAction(
                name: "Shake", arguments: [], summary: "a shake motion event", role: .device,
                swift: { _ in ["input.shake()"] }
            ) { _, call in call.input.shake() },
            CommandAction(
                name: "Rotate", arguments: [.choice("orientation", DeviceOrientation.allCases.map(\.rawValue))],
                summary: "turns the device", role: .device,
                swift: { call in call.arguments.first.map { ["input.rotateDevice(to: .\($0))"] } }
            ) { _, call in
                let orientation = DeviceOrientation(rawValue: call.arguments.text("orientation"))
                call.input.rotateDevice(to: orientation ?? .portrait)
            },
            CommandAction(
                name: "Back", arguments: [],
                summary:
                    "taps the back button of the navigation bar on screen (MonkeyTalk's); fails when no bar shows one",
                role: .device, swift: { _ in ["try input.tap(find(NavigationBar.self, \"*\").backButton)"] }
            ) { _, call in try call.player.back(barShowingBack(in: call.player.application)) },
            CommandAction(
                name: "Screenshot", arguments: [],
                summary: "changes nothing; a replay's page pictures the screen here, as every command",
                role: .device, swift: { _ in ["// Device * Screenshot: a replay's page pictures the screen here"] }
            ) { _, _ in },
        ]
    }

    /// The one navigation bar on screen that shows a back button, or a failure saying there is
    /// none, or which several do.
    private static func barShowingBack(in application: Application) throws(PlaybackError) -> NavigationBar {
        let bars = ComponentLocator(application: application).candidates(ofType: TypeNames.name(of: NavigationBar.self))
            .compactMap { $0 as? NavigationBar }.filter { !$0.backButton.isHiddenInTree }
        guard let bar = bars.first else {
            throw .outOfRange(
                action: "Back", type: "Device", reason: "no navigation bar on screen shows a back button")
        }
        guard bars.count == 1 else {
            throw .outOfRange(
                action: "Back", type: "Device",
                reason: "\(bars.count) navigation bars on screen show a back button ("
                    + bars.map(\.componentName).joined(separator: ", ") + "); name one: NavigationBar <title> Back")
        }
        return bar
    }
}
