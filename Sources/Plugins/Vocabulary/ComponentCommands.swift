import Components

/// Everything scripts can say about one component type, declared once: its script name and
/// aliases, its actions with their typed arguments and MonkeyTalk spellings, the properties
/// `Verify` reads, what the component reports while a person uses it, and the rule that records
/// it.
///
/// The recorder records with the declaration's rule and hears what it reports, the player reads
/// and performs its actions, and the Commands article's tables, the exporter and `describe`
/// read it too: a type of your own is taught to recording and playback in one registration.
///
/// ```swift
/// extension ComponentCommands.Action where Component: StarRating {
///     /// `Rate n`: taps the n-th star.
///     static var rate: Self {
///         .init("Rate", .whole("stars", in: 1...5), does: "taps the n-th star") { rating, call in
///             let width = rating.bounds.width / 5
///             let stars = Double(call.arguments.whole("stars"))
///             try call.input.tap(rating, at: Point(x: (stars - 0.5) * width, y: rating.bounds.midY))
///         }
///     }
/// }
///
/// let stars = ComponentCommands(
///     StarRating.self, defaultProperty: "rating", properties: ["rating": { String($0.rating) }],
///     recording: RatingRecording(), actions: [.rate])
/// var vocabulary = Vocabulary.standard
/// vocabulary.register(stars)
/// ```
///
/// A class inherits the declaration of the nearest superclass that has one: its actions (every
/// view has the gestures and checks of `View`), properties, control events, rule and default
/// property when it declares none, and is written under its own class name unless a
/// declaration along the way renames it.
@MainActor
public struct ComponentCommands<Component: View> {
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
    /// Properties a script can verify beyond those every view has, by name.
    public let properties: [String: @MainActor (Component) -> String]
    /// MonkeyTalk's `item(N)` and `item(N,S)`: the text of item `N` (of group `S`), both counted
    /// from 0 here; `nil` when there is no such item, or the type has no items.
    public let items: (@MainActor (Component, _ item: Int, _ group: Int) -> String?)?
    /// States a person sees of it, by name, each true or not: what a snapshot lists beside a
    /// component (`disabled`, `selected`).
    public let states: [String: @MainActor (Component) -> Bool]
    /// For a control, the control events a person's use of it sends that its recording hears and
    /// a ``TargetActionListener`` publishes; `nil` to inherit the superclass's.
    public let controlEvents: ControlEvents?
    /// For a control, its value as a ``ControlEvent`` carries it; `nil` to inherit the
    /// superclass's, or, when no class declares one, the default property's text.
    public let controlValue: (@MainActor (Component) -> ControlValue)?
    /// What the type records; `nil` to record as its superclass does.
    public let recording: (any RecordingRule)?
    /// The hooks through which the component reports changes to its rule.
    public let reports: [ComponentReport<Component>]
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
    ///   - items: The text of an item, for `item(N)` and `item(N,S)`.
    ///   - states: States a snapshot lists when they hold, by name.
    ///   - controlEvents: For a control, the events its recording hears.
    ///   - controlValue: For a control, its value as a control event carries it.
    ///   - recording: What it records; as its superclass by default. The rule's `Component` must
    ///     be `type` or a superclass of it.
    ///   - reports: Hooks through which it reports changes to its rule.
    ///   - actions: Its own actions, beside those it inherits.
    public init(
        _ type: Component.Type, name: String? = nil, aliases: [String] = [], monkeyTalkName: String? = nil,
        defaultProperty: String? = nil, properties: [String: @MainActor (Component) -> String] = [:],
        items: (@MainActor (Component, _ item: Int, _ group: Int) -> String?)? = nil,
        states: [String: @MainActor (Component) -> Bool] = [:], controlEvents: ControlEvents? = nil,
        controlValue: (@MainActor (Component) -> ControlValue)? = nil,
        recording: (any RecordingRule)? = nil, reports: [ComponentReport<Component>] = [], actions: [Action] = []
    ) {
        self.componentClass = type
        (self.name, self.aliases, self.monkeyTalkName) = (name, aliases, monkeyTalkName)
        (self.defaultProperty, self.properties, self.items, self.states) = (defaultProperty, properties, items, states)
        (self.controlEvents, self.controlValue) = (controlEvents, controlValue)
        (self.recording, self.reports, self.actions) = (recording, reports, actions)
    }
}
