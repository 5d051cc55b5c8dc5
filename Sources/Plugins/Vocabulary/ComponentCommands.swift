import Components

/// Everything scripts can say about one component type, declared once: its script name and
/// aliases, its actions with their typed arguments, the property `Verify` reads by default,
/// and the rule that records it.
///
/// The recorder records with the declaration's rule, the player reads and performs its actions,
/// and the Commands article's tables, the exporter and `describe` read it too: a type of your
/// own is taught to recording and playback in one registration.
///
/// ```swift
/// let stars = ComponentCommands(
///     StarRating.self, defaultProperty: "rating", properties: ["rating": { String($0.rating) }],
///     recording: RatingRecording(),
///     actions: [
///         .init("Rate", .whole("stars", in: 1...5), does: "taps the n-th star") { rating, call in
///             let width = rating.bounds.width / 5
///             let stars = Double(call.arguments.whole("stars"))
///             try call.input.tap(rating, at: Point(x: (stars - 0.5) * width, y: rating.bounds.midY))
///         }
///     ])
/// var vocabulary = Vocabulary.standard
/// vocabulary.register(stars)
/// ```
///
/// A class inherits the actions of the nearest superclass that has a declaration (every view
/// has the gestures and checks of `View`), its recording rule and default property
/// when it declares none, and is written under its own class name unless a declaration along
/// the way renames it.
@MainActor
public struct ComponentCommands<Component: View> {
    /// An action of `Component`, its performance typed.
    @MainActor
    public struct Action {
        let erased: CommandAction

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
        ///   - touching: Where it touches the component, for the player's check that a person
        ///     could touch it there (scrolling it into view first). By default the player checks
        ///     only that the component can be touched at all (shown, enabled, accepting touches)
        ///     and leaves the exact points to the synthesizer.
        ///   - perform: Performs it through ``ActionCall/input``, as a person would.
        public init(
            _ name: String, _ arguments: ActionArgument..., does summary: String,
            touching: (@MainActor (Component, ActionArguments) -> Point?)? = nil,
            perform: @escaping @MainActor (Component, ActionCall) throws -> Void
        ) {
            let place: @MainActor (View, ActionArguments) throws -> Point? = { view, arguments in
                guard let touching, let component = view as? Component else { return nil }
                return touching(component, arguments)
            }
            self.init(
                name, arguments, does: summary, role: .input, touchPoint: place,
                perform: { component, call in try perform(component, call) })
        }

        /// Declares an action, with where it touches able to fail the command, and the Swift a
        /// generated test performs it with.
        init(
            _ name: String, _ arguments: [ActionArgument], does summary: String, role: CommandAction.Role = .input,
            touchPoint: @escaping @MainActor (View, ActionArguments) throws -> Point? = { view, _ in
                view.bounds.center
            },
            swift: (@MainActor (SwiftCall) -> [String]?)? = nil,
            perform: @escaping @MainActor (Component, ActionCall) throws -> Void
        ) {
            erased = CommandAction(
                name: name, arguments: arguments, summary: summary, role: role, touchPoint: touchPoint, swift: swift,
                perform: { view, call in try perform(try call.component(view, as: Component.self), call) })
        }
    }

    /// The component class declared; its subclasses inherit the declaration.
    public let componentClass: Component.Type
    /// The name scripts give the type; `nil` for its class's name.
    public let name: String?
    /// Other names scripts may give it.
    public let aliases: [String]
    /// The one of its names MonkeyTalk's scripts use, when it is not ``name``: what a recorder
    /// writes in ``ScriptDialect/monkeyTalk``.
    public let monkeyTalkName: String?
    /// The property `Verify` reads when it names none; `nil` to inherit the superclass's.
    public let defaultProperty: String?
    /// Properties a script can verify beyond those ``ComponentProperties`` knows, by name.
    public let properties: [String: @MainActor (Component) -> String]
    /// What the type records; `nil` to record as its superclass does.
    public let recording: (any RecordingRule)?
    /// Its own actions; the superclass's follow.
    public let actions: [Action]

    /// Declares what scripts can say about `type`.
    ///
    /// - Parameters:
    ///   - type: The component class; its subclasses inherit the declaration.
    ///   - name: The name scripts give it; its class's name by default.
    ///   - aliases: Other names scripts may give it.
    ///   - monkeyTalkName: The one of `aliases` MonkeyTalk's scripts use, if they call it
    ///     otherwise.
    ///   - defaultProperty: The property `Verify` reads when it names none.
    ///   - properties: Properties of its own a script can verify, by name.
    ///   - recording: What it records; as its superclass by default.
    ///   - actions: Its own actions, beside those it inherits.
    public init(
        _ type: Component.Type, name: String? = nil, aliases: [String] = [], monkeyTalkName: String? = nil,
        defaultProperty: String? = nil,
        properties: [String: @MainActor (Component) -> String] = [:], recording: (any RecordingRule)? = nil,
        actions: [Action] = []
    ) {
        self.componentClass = type
        self.name = name
        self.aliases = aliases
        self.monkeyTalkName = monkeyTalkName
        self.defaultProperty = defaultProperty
        self.properties = properties
        self.recording = recording
        self.actions = actions
    }
}
