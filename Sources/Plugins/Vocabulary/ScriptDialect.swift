import Components

/// The names a recorder writes commands in: ours, or MonkeyTalk's.
///
/// Both play the same, through the same declarations; a recording in either dialect replays
/// and records again to the same script.
///
/// | ours | MonkeyTalk's |
/// |---|---|
/// | `TextField name EnterText Ada return` | `Input name EnterText Ada enter` |
/// | `Switch wifi Toggle` | `Toggle wifi On` (or `Off`, as the switch was left) |
/// | `Slider volume Slide 0.8` | `Slider volume Select 0.8` |
/// | `SegmentedControl size Select 2` | `ButtonSelector size SelectIndex 3` |
/// | `PickerView colour Select 3 0` | `ItemSelector colour SelectIndex 4` |
/// | `TableView settings Select 0` | `Table settings SelectIndex 1` |
/// | `ScrollView photo ScrollTo 260 368` | `Scroller photo Scroll 260 368` |
/// | `Canvas canvas Move 40 60 90 80` | `Canvas canvas Drag 40 60 90 80` |
public enum ScriptDialect: String, Hashable, Sendable, CaseIterable {
    /// Our own names, the default.
    case interpose
    /// MonkeyTalk's type names, actions and argument conventions (indexes from 1).
    case monkeyTalk = "monkeytalk"

    /// MonkeyTalk's name for each of our actions it names otherwise, whatever the type.
    private static let monkeyTalkActions = ["Slide": "Select", "ScrollTo": "Scroll", "Move": "Drag"]

    /// Spells `command`, recorded for `view` (its state as the command left it) of `type`, in
    /// this dialect: MonkeyTalk's names of types are declared with them
    /// (``ComponentCommands/monkeyTalkName``).
    @MainActor
    func spell(_ command: inout Command, as type: ScriptType, of view: View) {
        guard self == .monkeyTalk else { return }
        let action = command.action
        command.componentType = type.monkeyTalkName
        let count = command.arguments.count
        let firstOnly = count == 1 || (count == 2 && command.arguments[1] == "0")
        switch (type.name, action) {
        case ("Switch", "Toggle"):
            command.action = (view as? Switch)?.isOn == true ? "On" : "Off"
        case ("SegmentedControl", "Select"), ("PickerView", "Select"), ("TableView", "Select"):
            guard firstOnly, let index = Int(command.arguments[0]) else { break }
            command.action = "SelectIndex"
            command.arguments = [String(index + 1)]
        case ("TextField", "EnterText") where count == 2:
            command.arguments[1] = "enter"
        default:
            command.action = Self.monkeyTalkActions[action] ?? action
        }
    }

    /// The actions a rule names for replacing (`replacing: ["Slide"]`), with their spelling in
    /// this dialect, so a drag in many steps still records one command.
    func actions(_ names: Set<String>) -> Set<String> {
        guard self == .monkeyTalk else { return names }
        return names.union(names.compactMap { Self.monkeyTalkActions[$0] }).union(
            names.contains("Select") ? ["SelectIndex"] : [])
    }
}
