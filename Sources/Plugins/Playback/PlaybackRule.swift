import Components

/// Plays the commands of a component type of the app's own: the player's half of a
/// ``RecordingRule``.
///
/// A ``Player`` knows the actions of every built-in component. A recording rule for a type of
/// your own may record actions of its own (`Rate 4` on a star rating, `Start` and `End` on a
/// sketch pad); a playback rule registered for the same type performs them, through the
/// synthesizer, as a person would. The player finds a component's rule along its class
/// hierarchy, as the recorder does, for commands whose type is not a built-in one: a script's
/// `Button` commands are read as the player's own `Button` actions before any component is
/// found, so a rule registered for a built-in class itself is not asked.
///
/// ```swift
/// /// A star rating plays `Rate n` as a tap on the n-th star.
/// struct RatingPlayback: PlaybackRule {
///     var actions: [String] { ["Rate"] }
///
///     func perform(_ command: Command, on view: View, in context: PlaybackContext) throws {
///         try context.expectArguments("stars")
///         let stars = try context.wholeNumber(at: 0, named: "stars", in: 1...5)
///         let width = view.bounds.width / 5
///         try context.input.tap(view, at: Point(x: (Double(stars) - 0.5) * width, y: view.bounds.midY))
///     }
/// }
///
/// var rules = PlaybackRules()
/// rules.register(RatingPlayback(), for: StarRating.self)
/// let player = Player(application: app, rules: rules)
/// ```
///
/// ## Implementation requirements
///
/// Perform the command only through ``PlaybackContext/input`` (or the component's own hooks),
/// never by setting the component's state, so that whatever is installed (a recorder, a
/// tracer, analytics) sees playback as it sees a person. Check the arguments with the
/// context's helpers, which fail the command with the expected count or the argument's name;
/// any other error you throw fails the command with its description. Name the type the way
/// its recording rule does: ``componentType`` here matches ``RecordingRule/componentType``.
/// The player has already found the component strictly and checked that it is visible and
/// enabled; checking that the exact point you touch is not covered is the synthesizer's job.
@MainActor
public protocol PlaybackRule: Sendable {
    /// The name scripts give the component's type, or `nil` (the default) for the name of its
    /// class; the same as its ``RecordingRule/componentType``.
    var componentType: String? { get }

    /// The actions the rule plays, as scripts spell them (matched ignoring case).
    var actions: [String] { get }

    /// Performs `command`, one of ``actions``, on `view`.
    ///
    /// - Parameters:
    ///   - command: The command, with its action and arguments.
    ///   - view: The component the command names, found and checked.
    ///   - context: The synthesizer, and helpers that read the arguments.
    /// - Throws: What the context's helpers and the synthesizer throw, or any error of yours:
    ///   the command fails with its description.
    func perform(_ command: Command, on view: View, in context: PlaybackContext) throws
}

extension PlaybackRule {
    /// The name of the component's own class.
    public var componentType: String? { nil }
}
