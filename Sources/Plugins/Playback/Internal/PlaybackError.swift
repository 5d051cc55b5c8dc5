import Components

/// Why a command failed: every message a report can show, in one place.
///
/// Each message says what was expected and what was found, names the component by type and
/// identifier, and never carries a secret's value.
enum PlaybackError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing of the type answers to the identifier; `others` names what is there.
    case notFound(type: String, identifier: String, line: Int, others: [String])
    /// Several components answer to the identifier: each one's name and window frame.
    case ambiguous(type: String, identifier: String, candidates: [String])
    /// The component is there but hidden (or inside a hidden view).
    case hidden(component: String)
    /// The component lies outside its window, and no scroll view can bring it in.
    case offScreen(component: String, frame: Rect)
    /// A person could not touch or use the component: disabled, covered, touches off.
    case untouchable(SynthesisError)
    /// The action is not one the type has.
    case unknownAction(type: String, action: String, actions: [String])
    /// The action got the wrong number of arguments.
    case argumentCount(action: String, type: String, expected: String, got: Int)
    /// An argument is not a number (or not a whole number) where one is needed.
    case notANumber(action: String, type: String, argument: String, value: String, whole: Bool)
    /// An argument is not one of the words the action takes.
    case notAChoice(action: String, type: String, argument: String, value: String, choices: [String])
    /// An argument is out of the component's range, explained.
    case outOfRange(action: String, type: String, reason: String)
    /// A regular expression does not compile.
    case badPattern(action: String, type: String, pattern: String)
    /// `EnterText` names a secret the player was not given.
    case missingSecret(name: String)
    /// The component has no such property to check.
    case noProperty(component: String, property: String?)
    /// A check with a failure message of its own did not hold: the message, then why.
    case failedCheck(message: String, reason: String)
    /// A check did not hold: the property's value, and what was expected of it.
    case check(component: String, property: String, actual: String, expectation: String)
    /// `WaitFor` timed out.
    case didNotAppear(type: String, identifier: String, line: Int, seconds: Double, others: [String])
    /// `WaitForNot` timed out.
    case didNotGo(type: String, identifier: String, seconds: Double)
    /// The action itself could not be synthesized.
    case input(SynthesisError)
    /// The action ran, but the component did not end where the command says.
    case didNotReach(component: String, expected: String, actual: String)
    /// `%shouldfail=true`, and the command passed.
    case passedUnexpectedly
    /// A declared action failed the command with an error of its own.
    case rule(action: String, type: String, reason: String)
    /// `VerifySnapshot` found no snapshot file, and was not told to write one.
    case snapshotMissing(file: String)
    /// `VerifySnapshot`'s file could not be read, or does not hold a snapshot.
    case snapshotUnreadable(file: String, reason: String)
    /// The screen does not match the snapshot, a file's or a recorded one, named `name`.
    case snapshotMismatch(file: SnapshotFile?, name: String, mismatch: SnapshotMismatch)

    var description: String {
        switch self {
        case .snapshotMissing(let file): "no snapshot at \(file); play with --update-snapshots to write it"
        case .snapshotUnreadable(let file, let reason): "snapshot \(file): \(reason)"
        case .snapshotMismatch(let file, let name, let mismatch):
            "the screen does not match \(file?.path ?? "the recorded snapshot \(name)"):\n\(mismatch.diff)"
        case .notFound(let type, let identifier, let line, let others):
            "no \(Self.name(type, identifier)) on screen\(Self.at(line)); \(Self.onScreen(type, others))"
        case .ambiguous(let type, let identifier, let candidates):
            "\(Self.name(type, identifier)) matches \(candidates.count) components: "
                + candidates.joined(separator: ", ")
        case .hidden(let component): "\(component) is hidden"
        case .offScreen(let component, let frame): "\(component) is off-screen at \(frame)"
        case .untouchable(let error), .input(let error): error.description
        case .unknownAction(let type, let action, let actions):
            "\(type) has no action \"\(action)\"; its actions are \(actions.joined(separator: ", "))"
        case .argumentCount(let action, let type, let expected, let got):
            "\(action) on \(type) expects \(expected), got \(got)"
        case .notANumber(let action, let type, let argument, let value, let whole):
            "\(action) on \(type): \(argument) \"\(value)\" is not a \(whole ? "whole number" : "number")"
        case .notAChoice(let action, let type, let argument, let value, let choices):
            "\(action) on \(type): \(argument) \"\(value)\" is not one of \(choices.joined(separator: ", "))"
        case .outOfRange(let action, let type, let reason): "\(action) on \(type): \(reason)"
        case .badPattern(let action, let type, let pattern):
            "\(action) on \(type): \"\(pattern)\" is not a valid regular expression"
        case .missingSecret(let name):
            "missing secret \"\(name)\": the command types ${\(name)}, and no secret of that name was given"
        case .noProperty(let component, let property?): "\(component) has no property \"\(property)\""
        case .noProperty(let component, nil): "\(component) has no default property; name one"
        case .failedCheck(let message, let reason): "\(message) (\(reason))"
        case .check(let component, let property, let actual, let expectation):
            "\(component) \(property) is \"\(actual)\", expected \(expectation)"
        case .didNotAppear(let type, let identifier, let line, let seconds, let others):
            "\(Self.name(type, identifier)) did not appear within \(seconds.scriptDescription) s\(Self.at(line)); "
                + Self.onScreen(type, others)
        case .didNotGo(let type, let identifier, let seconds):
            "\(Self.name(type, identifier)) was still on screen after \(seconds.scriptDescription) s"
        case .didNotReach(let component, let expected, let actual):
            "\(component) ended at \(actual), not \(expected)"
        case .passedUnexpectedly: "expected to fail (%shouldfail=true), but it passed"
        case .rule(let action, let type, let reason): "\(action) on \(type): \(reason)"
        }
    }

    /// ` (line 3)`, or nothing for a search outside a script (line 0).
    static func at(_ line: Int) -> String {
        line > 0 ? " (line \(line))" : ""
    }

    /// `Button "Done"`, `Button #2`, or `Button` for `*`.
    static func name(_ type: String, _ identifier: String) -> String {
        if identifier == "*" { return type }
        if identifier.first == "#", Int(identifier.dropFirst()) != nil { return "\(type) \(identifier)" }
        return "\(type) \"\(identifier)\""
    }

    /// `Buttons on screen: "OK", "Cancel"`, or `no Buttons on screen`.
    static func onScreen(_ type: String, _ others: [String]) -> String {
        others.isEmpty ? "no \(plural(type)) on screen" : "\(plural(type)) on screen: \(others.joined(separator: ", "))"
    }

    /// `Buttons`, `Switches`.
    static func plural(_ type: String) -> String {
        let lower = type.lowercased()
        let sibilant = ["s", "x", "z", "ch", "sh"].contains { lower.hasSuffix($0) }
        return type + (sibilant ? "es" : "s")
    }
}
