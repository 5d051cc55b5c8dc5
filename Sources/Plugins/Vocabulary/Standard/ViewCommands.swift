import Components

extension ComponentCommands where Component == View {
    /// Every view's gestures and checks, and what any view records.
    static var view: Self {
        ComponentCommands(
            View.self,
            properties: [
                "hidden": { String($0.isHiddenInTree) }, "identifier": { $0.accessibilityIdentifier ?? "" },
                "label": { $0.accessibilityLabel ?? "" }, "tag": { String($0.tag) },
            ], states: ["focused": { $0.isFirstResponder }], recording: ViewRule(),
            actions: [.tap, .doubleTap, .longPress, .swipe, .move, .pinch] + touches + checks)
    }

    /// MonkeyTalk's `TouchDown [x y]`, `TouchMove x y …` and `TouchUp [x y]`: a finger put down,
    /// moved through points and lifted by separate commands, as a person's would be.
    private static var touches: [Action] {
        [
            Action(
                "TouchDown", [.point("at").optional],
                does: "puts a finger down at the point or the center, and keeps it down",
                touchPoint: pointOrCenter
            ) { view, call in
                guard call.player.heldTouches[ObjectIdentifier(view)] == nil else {
                    throw PlaybackError.outOfRange(
                        action: "TouchDown", type: call.command.componentType,
                        reason: "a finger is already down on \(view.componentName); TouchUp lifts it")
                }
                call.hold(try call.input.touchDown(on: view, at: call.arguments.optionalPoint("at")), on: view)
            },
            Action(
                "TouchMove", [.path("path")], does: "moves the finger TouchDown put down through the points"
            ) { view, call in
                let touch = try heldTouch(on: view, call)
                for point in call.arguments.path("path") { call.input.move(touch, to: point, in: view) }
            },
            Action(
                "TouchUp", [.point("at").optional],
                does: "lifts the finger TouchDown put down, at the point or where it is"
            ) { view, call in
                let touch = try heldTouch(on: view, call)
                _ = call.takeHeldTouch(on: view)
                call.input.lift(touch, at: call.arguments.optionalPoint("at"), in: view)
            },
        ]
    }

    /// The finger a `TouchDown` put down on `view`, or a failure saying there is none.
    private static func heldTouch(on view: View, _ call: ActionCall) throws(PlaybackError) -> Touch {
        guard let touch = call.player.heldTouches[ObjectIdentifier(view)] else {
            throw .outOfRange(
                action: call.command.action, type: call.command.componentType,
                reason: "no finger is down on \(view.componentName); TouchDown puts one down")
        }
        return touch
    }

    /// The checks and waits every view takes: MonkeyTalk's `Verify` family, each with an optional
    /// property (`*` for the type's default) and failure message.
    private static var checks: [Action] {
        [
            .verify,
            Action(
                .check(
                    "VerifyNot", .text("expected").optional,
                    does: "passes when it does not; with no argument, when the component is not there",
                    expectation: { $0.has("expected") ? .differs($0.text("expected")) : .absent },
                    swift: { call in
                        call.arguments.isEmpty
                            ? ["#expect(throws: FinderError.self) { try \(call.component) }"]
                            : call.expectation { "\($0) != \($1)" }
                    })),
            Action(
                .check(
                    "VerifyRegex", .pattern("pattern"),
                    does: "passes when the whole value matches the regular expression",
                    expectation: { .matches($0.text("pattern")) },
                    swift: { $0.expectation { "\($0)?.wholeMatch(of: Regex(\($1))) != nil" } })),
            Action(
                .check(
                    "VerifyNotRegex", .pattern("pattern"), does: "passes when it does not",
                    expectation: { .doesNotMatch($0.text("pattern")) },
                    swift: { $0.expectation { "\($0)?.wholeMatch(of: Regex(\($1))) == nil" } })),
            Action(
                .check(
                    "VerifyWildcard", .text("pattern"),
                    does: "passes when the whole value fits the pattern, where `*` is any text and `?` any character",
                    expectation: { .fits($0.text("pattern")) },
                    swift: { $0.wildcardExpectation(fits: true) })),
            Action(
                .check(
                    "VerifyNotWildcard", .text("pattern"), does: "passes when it does not",
                    expectation: { .doesNotFit($0.text("pattern")) },
                    swift: { $0.wildcardExpectation(fits: false) })),
            .verifySnapshot,
            // Waiting is the player's own (see `Player.run`): the declarations give the
            // arguments, the summary and the Swift.
            Action(
                "WaitFor", [.seconds("seconds").optional],
                does: "waits on the virtual clock until the component is there", role: .waitFor,
                swift: { ["_ = try \($0.component)"] }, perform: { _, _ in }),
            Action(
                "WaitForNot", [.seconds("seconds").optional], does: "waits until it is gone", role: .waitForNot,
                swift: { ["#expect(throws: FinderError.self) { try \($0.component) }"] }, perform: { _, _ in }),
        ]
    }
}

/// The gestures every view takes, which rules record.
extension ComponentCommands.Action {
    /// `Tap [x y]`: a one-finger tap at the point, or at the component's center.
    public static var tap: Self {
        Self(
            "Tap", [.point("at").optional], does: "a one-finger tap at the point, or at the component's center",
            touchPoint: pointOrCenter, swift: { ["try input.tap(\($0.component)\($0.at(0)))"] }
        ) { view, call in try call.input.tap(view, at: call.arguments.optionalPoint("at")) }
    }

    /// `DoubleTap [x y]`: two taps inside the double-tap window.
    public static var doubleTap: Self {
        Self(
            "DoubleTap", [.point("at").optional],
            does: "two taps inside the double-tap window, at the point or the center", touchPoint: pointOrCenter,
            swift: { ["try input.doubleTap(\($0.component)\($0.at(0)))"] }
        ) { view, call in try call.input.doubleTap(view, at: call.arguments.optionalPoint("at")) }
    }

    /// `LongPress [seconds] [x y]`: a press held that long.
    public static var longPress: Self {
        Self(
            "LongPress", [.seconds("seconds").optional, .point("at").optional],
            does: "a press held that long (the synthesizer's default when omitted), at the point or the center",
            touchPoint: pointOrCenter,
            swift: { call in
                let duration = call.number(0).map { ", duration: \($0)" } ?? ""
                return ["try input.longPress(\(call.component)\(call.at(1))\(duration))"]
            }
        ) { view, call in
            try call.input.longPress(
                view, at: call.arguments.optionalPoint("at"), duration: call.arguments.optionalNumber("seconds"))
        }
    }

    /// `Swipe direction`: a quick swipe from the center.
    public static var swipe: Self {
        Self(
            "Swipe", [.choice("direction", SwipeDirection.allCases.map(\.rawValue))],
            does: "a quick swipe from the center; recorded only when a swipe gesture recognizer recognized it",
            swift: { call in call.arguments.first.map { ["try input.swipe(\(call.component), .\($0.lowercased()))"] } }
        ) { view, call in
            try call.input.swipe(view, SwipeDirection(rawValue: call.arguments.text("direction")) ?? .left)
        }
    }

    /// `Move x1 y1 x2 y2 …`: a one-finger drag along the path; MonkeyTalk's `Drag`.
    public static var move: Self {
        Self(
            "Move", [.path("path")], does: "a one-finger drag along the path, coalesced from a drag's touches",
            monkeyTalk: .action("Drag"), touchPoint: { _, arguments in arguments.path("path").first },
            swift: { $0.drag }
        ) { view, call in try call.input.drag(view, along: call.arguments.path("path")) }
    }

    /// `Pinch scale [x y]`: two fingers spreading or closing about the point.
    public static var pinch: Self {
        Self(
            "Pinch", [.positiveNumber("scale"), .point("at").optional],
            does: "two fingers spreading (`scale` above 1) or closing about the point", touchPoint: pointOrCenter,
            swift: { call in call.number(0).map { ["try input.pinch(\(call.component), scale: \($0)\(call.at(1)))"] } }
        ) { view, call in
            try call.input.pinch(view, scale: call.arguments.number("scale"), at: call.arguments.optionalPoint("at"))
        }
    }

    /// `Verify [expected] [property] [message]`: a check of a property, which a recorder's
    /// checkpoint records.
    public static var verify: Self {
        Self(
            .check(
                "Verify", .text("expected").optional,
                does: "passes when the property (the type's default when omitted) reads exactly `expected`; "
                    + "with no argument, when the component is there",
                expectation: { $0.has("expected") ? .equals($0.text("expected")) : .present },
                swift: { call in
                    call.arguments.isEmpty ? ["_ = try \(call.component)"] : call.expectation { "\($0) == \($1)" }
                }))
    }
}

extension ComponentCommands.Action {
    /// `VerifySnapshot [name]`: the component and what is inside it, as its snapshot beside the
    /// script says; a recorder's snapshot checkpoint records it.
    public static var verifySnapshot: Self {
        Self(
            "VerifySnapshot", [.text("name").optional],
            does: "passes when the component and what is inside it match the snapshot `name` beside the script "
                + "(the component's identifier when omitted); see Snapshots of a screen",
            role: .check,
            swift: { call in
                let name = SwiftLiteral.string(Player.snapshotName(of: call.command, given: call.arguments.first))
                return ["expectSnapshot(of: try \(call.component), named: \(name))"]
            }
        ) { view, call in
            let name = Player.snapshotName(of: call.command, given: call.arguments.optionalText("name"))
            try call.player.checkSnapshot(of: view, named: name)
        }
    }
}

/// Where a gesture given an optional point touches: there, or the middle.
@MainActor
private func pointOrCenter(_ view: View, _ arguments: ActionArguments) -> Point? {
    arguments.optionalPoint("at") ?? view.bounds.center
}
