import Components

/// What scripts can say about one component class: its declaration merged with its
/// superclasses', nearest first.
///
/// A class, so that the recorder and the player hand one reference around rather than copy its
/// lists.
@MainActor
final class ScriptType {
    /// The name commands for it are written with: the nearest declaration's name that renames
    /// the type, else the class's own name.
    let name: String
    /// The name MonkeyTalk's scripts give it: the MonkeyTalk name of the declaration that names
    /// it, else ``name``.
    let monkeyTalkName: String
    /// The class name the locator finds it by: the class that declaration is for, else the
    /// class's own.
    let locatorType: String
    /// Its actions, its own first.
    let actions: [CommandAction]
    /// The property `Verify` reads when it names none.
    let defaultProperty: String?
    /// Properties of its own a script can verify.
    let properties: [String: @MainActor (View) -> String?]
    /// The text of an item, for `item(N)` and `item(N,S)`.
    let items: (@MainActor (View, Int, Int) -> String?)?
    /// The states a snapshot lists, by name.
    let states: [String: @MainActor (View) -> Bool]
    /// For a control, the control events its recording hears.
    let controlEvents: ControlEvents
    /// For a control, its value as a control event carries it, when declared.
    private let declaredValue: (@MainActor (View) -> ControlValue?)?
    /// What it records, if anything.
    let recording: ErasedRule?
    /// Whether its rule captures its subviews' touches (a rule answers the same each time).
    let capturesSubviews: Bool

    /// The type of the class chain `chain`, nearest first, each with its declaration.
    init(chain: [(name: String, declaration: Vocabulary.Declaration?)]) {
        let renaming = chain.first { $0.declaration?.name != nil }
        name = renaming?.declaration?.name ?? chain.first?.name ?? "View"
        locatorType = renaming?.name ?? chain.first?.name ?? "View"
        monkeyTalkName = (renaming ?? chain.first)?.declaration?.monkeyTalkName ?? name
        let declarations = chain.compactMap(\.declaration)
        var actions: [CommandAction] = []
        for action in declarations.flatMap(\.actions) where !actions.contains(where: { $0.name == action.name }) {
            actions.append(action)
        }
        self.actions = actions
        defaultProperty = declarations.lazy.compactMap(\.defaultProperty).first
        items = declarations.lazy.compactMap(\.items).first
        controlEvents = declarations.lazy.compactMap(\.controlEvents).first ?? []
        declaredValue = declarations.lazy.compactMap(\.controlValue).first
        recording = declarations.lazy.compactMap(\.recording).first
        capturesSubviews = recording?.capturesSubviews ?? false
        var properties: [String: @MainActor (View) -> String?] = [:]
        var states: [String: @MainActor (View) -> Bool] = [:]
        for declaration in declarations.reversed() {
            properties.merge(declaration.properties) { $1 }
            states.merge(declaration.states) { $1 }
        }
        (self.properties, self.states) = (properties, states)
    }

    /// The device, which has only its own actions.
    init(deviceActions: [CommandAction]) {
        (name, monkeyTalkName, locatorType, actions) = ("Device", "Device", "Device", deviceActions)
        (defaultProperty, properties, items, states, recording, capturesSubviews) = (nil, [:], nil, [:], nil, false)
        (controlEvents, declaredValue) = ([], nil)
    }

    /// The action `command` performs, if the type has it.
    func action(for command: Command) -> CommandAction? {
        action(named: command.action)
    }

    /// The indexes of `command`'s argument words that fill secret-text arguments: there a
    /// `${name}` no variable defines is a secret's placeholder, filled by the player.
    func secretWords(of command: Command) -> Set<Int> {
        guard let action = action(for: command) else { return [] }
        var words: Set<Int> = []
        var index = 0
        for argument in action.arguments {
            switch argument.kind {
            case .secretText: words.insert(index)
            case .point: index += 1
            case .path: return words
            default: break
            }
            index += 1
        }
        return words
    }

    /// The action named `name` (spelled so, else ignoring case), if the type has it.
    func action(named name: String) -> CommandAction? {
        guard let index = index(ofAction: name) else { return nil }
        return actions[index]
    }

    /// Where the action `name` names is in ``actions``: the one spelled so, else the one spelled
    /// so ignoring case.
    private func index(ofAction name: String) -> Int? {
        for index in actions.indices where actions[index].name == name { return index }
        let lowercased = name.lowercased()
        for index in actions.indices where actions[index].name.lowercased() == lowercased { return index }
        return nil
    }

    /// `property` of `view` (the type's default property when `nil`) as `Verify` reads it, with
    /// the property's name; `nil` when the view has no such property.
    func read(_ property: String?, of view: View) -> (property: String, value: String)? {
        guard let name = property ?? defaultProperty else { return nil }
        if let read = properties[name] { return read(view).map { (name, $0) } }
        guard let items, let (item, group) = ItemText.item(name) else { return nil }
        return items(view, item, group).map { (name, $0) }
    }

    /// The states of `view` that hold, by name in order.
    func states(of view: View) -> [String] {
        states.keys.sorted().filter { states[$0]?(view) == true }
    }

    /// The value `control` carries in a control event: as declared, else its default property
    /// as text, else none.
    func controlValue(of control: Control) -> ControlValue {
        if let declaredValue { return declaredValue(control) ?? .none }
        return read(nil, of: control).map { .text($0.value) } ?? .none
    }

    /// The names of its actions, its own first, as a failure lists them.
    var actionNames: [String] { actions.map(\.name) }
}

extension ScriptType {
    /// Why a player could not play `action` with `arguments` on this type, if it could not: a
    /// warning for a command a rule recorded.
    func problem(recording action: String, _ arguments: [String]) -> String? {
        guard let index = index(ofAction: action) else {
            return "\(name) declares no action \"\(action)\"; a player cannot play it"
        }
        // No words for an action whose arguments are all optional: nothing to read.
        var needsWords = false
        for argument in actions[index].arguments where !argument.isOptional { needsWords = true }
        if arguments.isEmpty, !needsWords { return nil }
        let command = Command(name, "*", action, arguments)
        do throws(PlaybackError) {
            _ = try ArgumentReader(command: command, declared: actions[index].arguments, secrets: PlaybackSecrets())
                .read()
        } catch .missingSecret {
            return nil  // a placeholder the player fills from its secrets
        } catch {
            return "\(error.description); a player cannot play it"
        }
        return nil
    }
}
