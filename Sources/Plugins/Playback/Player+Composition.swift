import Components
import Interpose

extension Player {
    /// Reads `property` (the type's default property when `nil`) of the component `command`
    /// names, waiting for it as any command does: what `Type id Get name [property]` stores.
    func read(_ property: String?, for command: Command, line: Int) throws(PlaybackError) -> String {
        let timeout = Self.seconds(command.modifiers.timeout ?? options.timeout)
        if command.isOn("Device") {
            guard property == nil || property?.lowercased() == "orientation" else {
                throw .noProperty(component: "the device", property: property)
            }
            return application.device.orientation.rawValue
        }
        return try retrying(command, timeout: timeout) { () throws(PlaybackError) -> String in
            let view = try locate(command, line: line)
            guard let (_, value) = vocabulary.type(of: view).read(property, of: view) else {
                throw .noProperty(component: vocabulary.componentName(of: view), property: property)
            }
            return value
        }
    }

    /// `command` as this player plays it, and a warning when it drops arguments MonkeyTalk's API
    /// ignored: a command written with one of MonkeyTalk's type names (`Input username Tap 2`)
    /// whose arguments its action does not take, but would without the last ones. Commands in
    /// our own names stay strict.
    func tolerated(_ command: Command) -> (command: Command, warning: String?) {
        guard let type = vocabulary.type(named: command.componentType), let action = type.action(for: command),
            let kept = type.keptArgumentCount(of: command)
        else { return (command, nil) }
        var played = command
        let ignored = played.arguments[kept...].joined(separator: " ")
        played.arguments.removeLast(command.arguments.count - kept)
        let takes = kept == 0 ? "no arguments" : kept == 1 ? "1 argument" : "\(kept) arguments"
        return (
            played,
            "\(action.name) is played with \(takes); MonkeyTalk ignored the rest (\(ignored)), and so did this player"
        )
    }

    /// Tells the bus `result` was played, the `index`-th of `count`.
    func announce(_ result: CommandResult, index: Int, count: Int) {
        let event = CommandPlayed(result: result, index: index, count: count, secretsTyped: Set(typedSecrets.keys))
        bus?.publish(event, from: application)
    }

    /// Whether `command` is a check (a `Verify` or a wait), whose failure is a failure rather
    /// than an error.
    func isCheck(_ command: Command) -> Bool {
        let type = vocabulary.type(named: command.componentType) ?? vocabulary.type(ofClass: View.self)
        let role = type.action(for: command)?.role
        return role == .check || role == .waitFor || role == .waitForNot
    }
}
