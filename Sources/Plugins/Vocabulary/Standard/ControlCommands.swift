import Components

extension ComponentCommands where Component == Slider {
    /// `Slide value`.
    static var slider: Self {
        ComponentCommands(
            Slider.self, aliases: ["NumericSelector"], defaultProperty: "value", recording: SliderRule(),
            actions: [
                Action(
                    "Slide", [.number("value")], does: "drags the thumb to the value (one command for the whole drag)",
                    touchPoint: { view, _ in (view as? Slider).map(Player.thumb(of:)) },
                    swift: { call in call.number(0).map { ["try input.slide(\(call.component), to: \($0))"] } }
                ) { slider, call in try call.player.slide(slider, to: call.arguments.number("value")) }
            ])
    }
}

extension ComponentCommands where Component == Switch {
    /// `Toggle`.
    static var `switch`: Self {
        ComponentCommands(
            Switch.self, aliases: ["Toggle", "CheckBox"], defaultProperty: "on", recording: SwitchRule(),
            actions: [
                Action("Toggle", [], does: "flips the switch with a tap", swift: { ["try input.tap(\($0.component))"] })
                {
                    toggle, call in try call.input.tap(toggle)
                },
                turn("On", on: true), turn("Off", on: false),
            ])
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

extension ComponentCommands where Component == Stepper {
    /// `Increment` and `Decrement`.
    static var stepper: Self {
        ComponentCommands(
            Stepper.self, defaultProperty: "value", recording: StepperRule(),
            actions: [step("Increment", up: true), step("Decrement", up: false)])
    }

    private static func step(_ name: String, up: Bool) -> Action {
        let half: @MainActor (View) -> Point = { view in
            Point(x: view.bounds.minX + view.bounds.width * (up ? 0.75 : 0.25), y: view.bounds.midY)
        }
        return Action(
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
    /// `Select index`.
    static var segmentedControl: Self {
        ComponentCommands(
            SegmentedControl.self, aliases: ["ButtonSelector"], defaultProperty: "selected",
            recording: SegmentedControlRule(),
            actions: [
                select("Select", from: 0, does: "a tap on that segment"),
                select("SelectIndex", from: 1, does: "a tap on that segment, counting from 1 (MonkeyTalk's)"),
            ])
    }

    /// A tap on the segment an `index` argument counts, from `first`.
    private static func select(_ name: String, from first: Int, does summary: String) -> Action {
        Action(
            name, [.whole("index")], does: summary,
            touchPoint: { view, arguments in
                guard let control = view as? SegmentedControl else { return nil }
                return try Player.segmentFrame(arguments.whole("index") - first, of: control).center
            },
            swift: { call in
                guard let index = call.arguments.first.flatMap({ Int($0) }) else { return nil }
                let center = "#require(segments.frameForSegment(at: \(index - first))).center"
                return call.block("segments", ["try input.tap(segments, at: \(center))"])
            }
        ) { control, call in
            let frame = try Player.segmentFrame(call.arguments.whole("index") - first, of: control)
            try call.input.tap(control, at: frame.center)
        }
    }
}

extension ComponentCommands where Component == TextField {
    /// `EnterText text [return]`.
    static var textField: Self {
        ComponentCommands(
            TextField.self, aliases: ["Input"], defaultProperty: "text", recording: TextFieldRule(),
            actions: [
                Action(
                    "EnterText", [.secretText("text"), .keyword("return", or: "enter").optional],
                    does: "taps the field, replaces its whole text by typing, and presses return when `return` "
                        + "(MonkeyTalk's `enter`) is given",
                    swift: { $0.typeText }
                ) { field, call in
                    try call.player.enter(
                        call.arguments.text("text"), into: field, pressReturn: call.arguments.has("return"))
                },
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

extension ComponentCommands where Component == NavigationBar {
    /// `Back`.
    static var navigationBar: Self {
        ComponentCommands(
            NavigationBar.self, defaultProperty: "title", recording: NavigationBarRule(),
            actions: [
                Action(
                    "Back", [], does: "taps the back button; the bar is named by the title it shows",
                    touchPoint: { view, _ in
                        guard let bar = view as? NavigationBar else { return nil }
                        return bar.backButton.convert(bar.backButton.bounds.center, to: bar)
                    },
                    swift: { ["try input.tap(\($0.component).backButton)"] }
                ) { bar, call in try call.player.back(bar) }
            ])
    }
}

extension Vocabulary {
    /// `Device * Shake` and `Device * Rotate orientation`.
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
        ]
    }
}
