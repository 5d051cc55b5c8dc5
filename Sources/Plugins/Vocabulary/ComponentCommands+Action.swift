import Components

extension ComponentCommands {
    /// An action of `Component`, its performance typed: what a script says, what a rule records,
    /// and what the player performs, declared once.
    ///
    /// Declare the actions a rule records as static members of an extension constrained to the
    /// component's class, so the declaration lists them and the rule points at them: a rule of a
    /// class can record only the actions of that class and its superclasses.
    ///
    /// ```swift
    /// extension ComponentCommands.Action where Component: StarRating {
    ///     static var rate: Self {
    ///         .init("Rate", .whole("stars", in: 1...5), does: "taps the n-th star") { rating, call in … }
    ///     }
    /// }
    ///
    /// context.record(.rate, 3)     // in a rule of StarRating
    /// ```
    @MainActor
    public struct Action {
        let erased: CommandAction

        /// The action as scripts spell it (matched ignoring case).
        public var name: String { erased.name }

        /// An action already declared for any view.
        init(_ erased: CommandAction) {
            self.erased = erased
        }

        /// Declares an action.
        ///
        /// - Parameters:
        ///   - name: The action as scripts spell it.
        ///   - arguments: Its arguments, in order; optional ones last.
        ///   - summary: What it does, in a few words.
        ///   - monkeyTalk: How a recorder writing MonkeyTalk's dialect spells it, when otherwise.
        ///   - touching: Where it touches the component, for the player's check that a person
        ///     could touch it there (scrolling it into view first). By default the player checks
        ///     only that the component can be touched at all (shown, enabled, accepting touches)
        ///     and leaves the exact points to the synthesizer.
        ///   - perform: Performs it through ``ActionCall/input``, as a person would.
        public init(
            _ name: String, _ arguments: ActionArgument..., does summary: String,
            monkeyTalk: MonkeyTalkSpelling<Component>? = nil,
            touching: (@MainActor (Component, ActionArguments) -> Point?)? = nil,
            perform: @escaping @MainActor (Component, ActionCall) throws -> Void
        ) {
            let place: @MainActor (View, ActionArguments) throws -> Point? = { view, arguments in
                guard let touching, let component = view as? Component else { return nil }
                return touching(component, arguments)
            }
            self.init(
                name, arguments, does: summary, monkeyTalk: monkeyTalk, touchPoint: place,
                perform: { component, call in try perform(component, call) })
        }

        /// Declares an action, with where it touches able to fail the command, and the Swift a
        /// generated test performs it with.
        init(
            _ name: String, _ arguments: [ActionArgument], does summary: String, role: CommandAction.Role = .input,
            monkeyTalk: MonkeyTalkSpelling<Component>? = nil,
            touchPoint: @escaping @MainActor (View, ActionArguments) throws -> Point? = { view, _ in
                view.bounds.center
            },
            swift: (@MainActor (SwiftCall) -> [String]?)? = nil,
            perform: @escaping @MainActor (Component, ActionCall) throws -> Void
        ) {
            erased = CommandAction(
                name: name, arguments: arguments, summary: summary, role: role, touchPoint: touchPoint, swift: swift,
                monkeyTalk: monkeyTalk?.erased,
                perform: { view, call in try perform(try call.component(view, as: Component.self), call) })
        }
    }
}
