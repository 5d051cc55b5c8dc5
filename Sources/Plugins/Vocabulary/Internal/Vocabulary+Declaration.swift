import Components

@MainActor
extension Vocabulary.Declaration {
    /// `commands` with the component's type erased: each closure reads only components of its
    /// class, which are the only ones a vocabulary hands it.
    init<Component: View>(_ commands: ComponentCommands<Component>) {
        componentClass = commands.componentClass
        className = TypeNames.name(of: commands.componentClass)
        (name, aliases, monkeyTalkName) = (commands.name, commands.aliases, commands.monkeyTalkName)
        defaultProperty = commands.defaultProperty
        properties = commands.properties.mapValues { read -> @MainActor (View) -> String? in
            { view in (view as? Component).map(read) }
        }
        states = commands.states.mapValues { holds -> @MainActor (View) -> Bool in
            { view in (view as? Component).map(holds) ?? false }
        }
        if let items = commands.items {
            self.items = { view, item, group in (view as? Component).flatMap { items($0, item, group) } }
        } else {
            items = nil
        }
        controlEvents = commands.controlEvents
        if let value = commands.controlValue {
            controlValue = { view in (view as? Component).map(value) }
        } else {
            controlValue = nil
        }
        recording = commands.recording.map { ErasedRule($0, for: Component.self) }
        reports = commands.reports.map { $0.erased }
        // Each action, and after it the one MonkeyTalk reads it as, when its spelling makes one.
        actions = commands.actions.flatMap { action in
            [action.erased] + (action.erased.monkeyTalk?.reading.map { [$0(action.erased)] } ?? [])
        }
    }
}
