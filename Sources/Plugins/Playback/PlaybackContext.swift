import Components

/// What a ``PlaybackRule`` performs a command with: the synthesizer, fingers held down between
/// commands, and helpers that read the command's arguments with the player's own messages.
///
/// ```swift
/// try context.expectArguments("x", "y")
/// let point = Point(x: try context.number(at: 0, named: "x"), y: try context.number(at: 1, named: "y"))
/// try context.input.tap(view, at: point)
/// ```
@MainActor
public struct PlaybackContext {
    /// The command being played.
    public let command: Command
    /// The synthesizer to perform the command through.
    public let input: InputSynthesizer
    private let player: Player

    init(command: Command, player: Player) {
        self.command = command
        self.input = player.input
        self.player = player
    }

    /// Checks that the command has one argument per name, in order.
    ///
    /// - Throws: A failure that says what was expected and what was given
    ///   ("Rate on StarRating expects 1 argument (stars), got 2").
    public func expectArguments(_ names: String...) throws {
        try expect([names.count], names)
    }

    /// Checks that the command has one of `counts` arguments, named in order by `names`.
    public func expectArguments(_ counts: [Int], names: String...) throws {
        try expect(counts, names)
    }

    /// The argument at `index` as a number.
    ///
    /// - Throws: A failure naming the argument when it is missing or not a number.
    public func number(at index: Int, named name: String) throws -> Double {
        guard let value = argument(index).flatMap(Double.init), value.isFinite else {
            throw notANumber(index, name, whole: false)
        }
        return value
    }

    /// The argument at `index` as a whole number within `range`.
    ///
    /// - Throws: A failure naming the argument when it is missing, not a whole number, or out
    ///   of the range.
    public func wholeNumber(at index: Int, named name: String, in range: ClosedRange<Int> = .min ... .max) throws
        -> Int
    {
        guard let value = argument(index).flatMap({ Int($0) }) else { throw notANumber(index, name, whole: true) }
        guard range.contains(value) else {
            throw PlaybackError.outOfRange(
                action: command.action, type: command.componentType,
                reason: "\(name) must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
        }
        return value
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

    private func argument(_ index: Int) -> String? {
        command.arguments.indices.contains(index) ? command.arguments[index] : nil
    }

    private func expect(_ counts: [Int], _ names: [String]) throws {
        guard !counts.contains(command.arguments.count) else { return }
        throw PlaybackError.argumentCount(
            action: command.action, type: command.componentType,
            expected: ActionParser.expectation(counts, names), got: command.arguments.count)
    }

    private func notANumber(_ index: Int, _ name: String, whole: Bool) -> PlaybackError {
        .notANumber(
            action: command.action, type: command.componentType, argument: name, value: argument(index) ?? "",
            whole: whole)
    }
}
