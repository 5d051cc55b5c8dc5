import Components

/// What a declared action is performed with: its command and arguments, read and checked, the
/// synthesizer, and fingers kept down from one command to a later one.
///
/// Perform through ``input`` (or the component's own hooks), never by setting the component's
/// state, so that whatever is installed (a recorder, a tracer, analytics) sees playback as it
/// sees a person. Any error thrown fails the command with its description.
///
/// ```swift
/// .init("Start", .point("at"), does: "puts a finger down") { pad, call in
///     call.hold(try call.input.touchDown(on: pad, at: call.arguments.point("at")), on: pad)
/// }
/// ```
@MainActor
public struct ActionCall {
    /// The command being played.
    public let command: Command
    /// Its arguments, read against the action's declaration.
    public let arguments: ActionArguments
    /// The synthesizer to perform the command through.
    public var input: InputSynthesizer { player.input }
    let player: Player

    init(command: Command, arguments: ActionArguments, player: Player) {
        self.command = command
        self.arguments = arguments
        self.player = player
    }

    /// Keeps `touch` down on `view` until a later command of this playback takes it back with
    /// ``takeHeldTouch(on:)``: a `Start` that a later `End` lifts.
    public func hold(_ touch: Touch, on view: View) {
        player.heldTouches[ObjectIdentifier(view)] = touch
    }

    /// The touch a command held down on `view`, no longer held; `nil` when there is none.
    public func takeHeldTouch(on view: View) -> Touch? {
        player.heldTouches.removeValue(forKey: ObjectIdentifier(view))
    }

    /// `view` as the class an action needs, or a failure that says what it is instead.
    func component<Wanted: View>(_ view: View?, as type: Wanted.Type) throws(PlaybackError) -> Wanted {
        if let wanted = view as? Wanted { return wanted }
        let name = view.map { TypeNames.name(of: Swift.type(of: $0)) } ?? command.componentType
        throw .outOfRange(
            action: command.action, type: name,
            reason: "\(view?.componentName ?? command.componentType) is not a \(TypeNames.name(of: Wanted.self))")
    }
}
