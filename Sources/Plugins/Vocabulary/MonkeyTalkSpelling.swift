import Components

/// How MonkeyTalk's scripts spell an action that a recorder writes in
/// ``ScriptDialect/monkeyTalk``, when they spell it otherwise than ours: part of the action's
/// declaration, so a type of your own says it as the built-in ones do.
///
/// ```swift
/// .init("Slide", .number("value"), does: "…", monkeyTalk: .action("Select")) { … }   // Select 0.8
/// .init("Toggle", does: "…", monkeyTalk: .either("On", "Off", when: \.isOn)) { … }   // On, as left
/// ```
///
/// The actions a spelling names must be declared for the type (the player plays what the
/// recorder writes); a vocabulary checks that when the type is registered.
@MainActor
public struct MonkeyTalkSpelling<Component: View> {
    /// The actions the spelling may write, each of which the type must declare.
    let actions: [String]
    /// The action (`nil` for ours) and arguments a command is written with, from the component
    /// as the command left it and our arguments.
    let spell: @MainActor (Component, _ arguments: [String]) -> (action: String?, arguments: [String])

    /// Another of the type's actions, with the same arguments: `Slide 0.8` is `Select 0.8`.
    public static func action(_ name: String) -> Self {
        Self(actions: [name]) { _, arguments in (name, arguments) }
    }

    /// Another of the type's actions, which counts from 1 where ours counts from 0, for a
    /// command whose arguments are one index (or an index and 0): `Select 2` is
    /// `SelectIndex 3`. Other commands keep our spelling.
    public static func countingFromOne(_ name: String) -> Self {
        Self(actions: [name]) { _, arguments in
            guard let index = arguments.first.flatMap(Int.init), arguments.count == 1 || arguments.dropFirst() == ["0"]
            else { return (nil, arguments) }
            return (name, [String(index + 1)])
        }
    }

    /// One of two of the type's actions, by the component's state as the command left it:
    /// `Toggle` is `On` when the switch is left on, else `Off`.
    public static func either(_ yes: String, _ no: String, when isYes: @escaping @MainActor (Component) -> Bool) -> Self
    {
        Self(actions: [yes, no]) { component, _ in (isYes(component) ? yes : no, []) }
    }

    /// The same action, with its arguments spelled otherwise: `EnterText Ada return` is
    /// `EnterText Ada enter`.
    public static func arguments(_ spell: @escaping @MainActor ([String]) -> [String]) -> Self {
        Self(actions: []) { _, arguments in (nil, spell(arguments)) }
    }

    private init(
        actions: [String], spell: @escaping @MainActor (Component, [String]) -> (action: String?, arguments: [String])
    ) {
        (self.actions, self.spell) = (actions, spell)
    }

    /// The spelling for any view, which spells only components of `Component`.
    var erased: MonkeyTalkSpelling<View> {
        let spell = spell
        return MonkeyTalkSpelling<View>(actions: actions) { view, arguments in
            guard let component = view as? Component else { return (nil, arguments) }
            return spell(component, arguments)
        }
    }
}
