import Components

/// The names a recorder writes commands in: ours, or MonkeyTalk's.
///
/// Both play the same, through the same declarations; a recording in either dialect replays
/// and records again to the same script. Each action declares how MonkeyTalk spells it
/// (``MonkeyTalkSpelling``), and each type its MonkeyTalk name; the built-in ones:
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

    /// Spells `command`, recorded for `view` (its state as the command left it) of `type`, in
    /// this dialect: MonkeyTalk's names of types and spellings of actions are declared with them
    /// (``ComponentCommands/monkeyTalkName``, ``MonkeyTalkSpelling``).
    @MainActor
    func spell(_ command: inout Command, as type: ScriptType, of view: View) {
        guard self == .monkeyTalk else { return }
        command.componentType = type.monkeyTalkName
        guard let spelling = type.action(for: command)?.monkeyTalk else { return }
        let spelled = spelling.spell(view, command.arguments)
        (command.action, command.arguments) = (spelled.action ?? command.action, spelled.arguments)
    }
}
