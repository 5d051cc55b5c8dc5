import Components

/// One action of a component type, declared once: its name, its typed arguments, what it does,
/// and how the player performs it.
///
/// The player reads the declaration to check a command's arguments (with the same messages for
/// every type), to find where the action touches the component, and to perform it; the recorder
/// checks what a rule records against it; the Commands article's tables are made from it.
///
/// ```swift
/// ComponentCommands<StarRating>.Action("Rate", .whole("stars", in: 1...5), does: "taps the n-th star") {
///     rating, call in
///     let width = rating.bounds.width / 5
///     let stars = Double(call.arguments.whole("stars"))
///     try call.input.tap(rating, at: Point(x: (stars - 0.5) * width, y: rating.bounds.midY))
/// }
/// ```
@MainActor
public struct CommandAction {
    /// How the player goes about an action.
    public enum Role: Hashable, Sendable {
        /// Finds the component strictly, checks that a person could touch it, and performs it.
        case input
        /// Finds the component and performs a check, again and again until it holds or the
        /// timeout passes.
        case check
        /// Waits until the component is there.
        case waitFor
        /// Waits until the component is gone.
        case waitForNot
        /// Acts on the device: no component is found.
        case device
    }

    /// The action as scripts spell it (matched ignoring case).
    public let name: String
    /// Its arguments, in order.
    public let arguments: [ActionArgument]
    /// What it does, in a few words, as the Commands article says it.
    public let summary: String
    /// How the player goes about it.
    public let role: Role
    /// Performs it on the component found (none for the device).
    let perform: @MainActor (View?, ActionCall) throws -> Void
    /// Where it touches the component, in its coordinates, for the player's check that a person
    /// could touch it there; `nil` when it finds its own place.
    let touchPoint: @MainActor (View, ActionArguments) throws -> Point?
    /// What a check expects of the property it reads, from its arguments.
    let expectation: (@MainActor (ActionArguments) -> Expectation)?
    /// The Swift statements that perform it in a generated test, when it has them.
    let swift: (@MainActor (SwiftCall) -> [String]?)?
    /// How MonkeyTalk's scripts spell it, when otherwise.
    let monkeyTalk: MonkeyTalkSpelling<View>?

    init(
        name: String, arguments: [ActionArgument], summary: String, role: Role,
        touchPoint: @escaping @MainActor (View, ActionArguments) throws -> Point? = { view, _ in view.bounds.center },
        expectation: (@MainActor (ActionArguments) -> Expectation)? = nil,
        swift: (@MainActor (SwiftCall) -> [String]?)? = nil, monkeyTalk: MonkeyTalkSpelling<View>? = nil,
        perform: @escaping @MainActor (View?, ActionCall) throws -> Void
    ) {
        (self.swift, self.monkeyTalk) = (swift, monkeyTalk)
        precondition(
            ArgumentReader.isInOrder(arguments),
            "\(name): optional arguments come last, and a path is the last argument")
        self.name = name
        self.arguments = arguments
        self.summary = summary
        self.role = role
        self.touchPoint = touchPoint
        self.expectation = expectation
        self.perform = perform
    }

    /// A check of the property a command names (the type's default when it names none or `*`)
    /// against what `expectation` makes of its arguments, with an optional failure message that
    /// a failure then leads with.
    static func check(
        _ name: String, _ value: ActionArgument, does summary: String,
        expectation: @escaping @MainActor (ActionArguments) -> Expectation,
        swift: @escaping @MainActor (SwiftCall) -> [String]?
    ) -> CommandAction {
        CommandAction(
            name: name, arguments: [value, .text("property").optional, .text("message").optional], summary: summary,
            role: .check, expectation: expectation, swift: swift
        ) { view, call in
            guard let view else { return }
            try call.player.check(view, expectation(call.arguments), property: call.arguments.checkedProperty)
        }
    }

    /// The same action under MonkeyTalk's `name`.
    func renamed(_ name: String, summary: String) -> CommandAction {
        CommandAction(
            name: name, arguments: arguments, summary: summary, role: role, touchPoint: touchPoint,
            expectation: expectation, swift: swift, perform: perform)
    }

    /// The same action under MonkeyTalk's `name`, whose first argument, a whole number, counts
    /// from 1 where ours counts from 0.
    func countingFromOne(as name: String) -> CommandAction {
        guard let first = arguments.first?.name else { return renamed(name, summary: summary) }
        let ours: @MainActor (ActionArguments) -> ActionArguments = { arguments in
            var ours = arguments
            ours.set(.whole(arguments.whole(first) - 1), for: first)
            return ours
        }
        let (touchPoint, swift, perform) = (touchPoint, swift, perform)
        let place: @MainActor (View, ActionArguments) throws -> Point? = { try touchPoint($0, ours($1)) }
        var written: (@MainActor (SwiftCall) -> [String]?)?
        if let swift {
            written = { call in
                var command = call.command
                guard let index = command.arguments.first.flatMap({ Int($0) }) else { return nil }
                command.arguments[0] = String(index - 1)
                return swift(SwiftCall(command: command, type: call.type))
            }
        }
        let performed: @MainActor (View?, ActionCall) throws -> Void = { view, call in
            try perform(view, ActionCall(command: call.command, arguments: ours(call.arguments), player: call.player))
        }
        let counted: [ActionArgument] = [.whole(first, in: 1...Int.max)] + arguments.dropFirst()
        return CommandAction(
            name: name, arguments: counted, summary: "`\(self.name)`, counting from 1 (MonkeyTalk's)", role: role,
            touchPoint: place, swift: written, perform: performed)
    }

    /// Whether the action takes `count` arguments.
    func accepts(argumentCount count: Int) -> Bool {
        ArgumentReader.accepts(count, arguments)
    }

    /// Whether the player must find the component touchable for it.
    var touches: Bool { role == .input }
}
