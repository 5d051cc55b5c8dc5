import Components

/// The commands scripts can say, by component type: what the recorder records and the player
/// performs, declared once per type.
///
/// ``standard`` declares every built-in component and the device; register a
/// ``ComponentCommands`` for each type of your own, then hand the same vocabulary to the
/// recorder and the player:
///
/// ```swift
/// var vocabulary = Vocabulary.standard
/// vocabulary.register(ComponentCommands(StarRating.self, recording: RatingRecording(), actions: [rate]))
/// let recorder = Recorder(application: app, vocabulary: vocabulary)
/// let player = Player(application: app, vocabulary: vocabulary)
/// ```
///
/// A declaration for a class serves its subclasses, which inherit its actions, rule and
/// default property; a subclass's own declaration adds to them.
@MainActor
public struct Vocabulary {
    /// A type's declaration with its types erased.
    struct Declaration {
        let componentClass: AnyClass
        let className: String
        let name: String?
        let aliases: [String]
        let monkeyTalkName: String?
        let defaultProperty: String?
        let properties: [String: @MainActor (View) -> String?]
        let items: (@MainActor (View, Int, Int) -> String?)?
        let states: [String: @MainActor (View) -> Bool]
        let controlEvents: ControlEvents?
        let controlValue: (@MainActor (View) -> ControlValue?)?
        let recording: ErasedRule?
        let reports: [ComponentReport<View>]
        let actions: [CommandAction]

        /// Whether scripts may call the type `word`, ignoring case.
        func answers(to word: String) -> Bool {
            let word = word.lowercased()
            return (name ?? className).lowercased() == word || className.lowercased() == word
                || aliases.contains { $0.lowercased() == word }
        }
    }

    private var declarations: [ObjectIdentifier: Declaration] = [:]
    /// The classes declared, in the order they were first registered.
    private var order: [ObjectIdentifier] = []
    /// The device's actions: `Device * Shake`.
    var deviceActions: [CommandAction] = [] {
        didSet { resolved = Resolved() }
    }
    /// What each class and name met resolved to: worked out once, and made anew whenever a
    /// declaration changes.
    private var resolved = Resolved()

    /// Resolved types, by class and by name.
    @MainActor
    private final class Resolved {
        var byClass: [ObjectIdentifier: ScriptType] = [:]
        var byName: [String: ScriptType?] = [:]
    }

    /// No declarations: nothing is recorded, and the player knows no action.
    public init() {}

    /// Declares `commands` for its component class, replacing any declaration the class had.
    ///
    /// - Precondition: Neither its name nor an alias names another declared type; its
    ///   MonkeyTalk name is one of its aliases; the actions its MonkeyTalk spellings write are
    ///   declared; its rule is for its class or a superclass.
    public mutating func register<Component: View>(_ commands: ComponentCommands<Component>) {
        let declaration = Declaration(commands)
        check(declaration, spellings: commands.actions.compactMap(\.erased.monkeyTalk))
        let key = ObjectIdentifier(commands.componentClass)
        if declarations[key] == nil { order.append(key) }
        resolved = Resolved()
        declarations[key] = declaration
    }

    /// Stops the program on a declaration scripts could not use as declared.
    private func check(_ declaration: Declaration, spellings: [MonkeyTalkSpelling<View>]) {
        let names = [declaration.name ?? declaration.className] + declaration.aliases
        if let monkeyTalkName = declaration.monkeyTalkName, !declaration.aliases.contains(monkeyTalkName) {
            preconditionFailure("\(monkeyTalkName), MonkeyTalk's name for \(names[0]), must be one of its aliases")
        }
        for other in all where other.componentClass != declaration.componentClass {
            for name in names where other.answers(to: name) {
                preconditionFailure("\(name) already names \(other.className): scripts could not tell them apart")
            }
        }
        var own = Set<String>()
        for action in declaration.actions where !own.insert(action.name.lowercased()).inserted {
            preconditionFailure("\(names[0]) declares \"\(action.name)\" twice (or a MonkeyTalk spelling reads it too)")
        }
        let inherited = _getSuperclass(declaration.componentClass).map { type(ofClass: $0).actionNames } ?? []
        let declared = Set((declaration.actions.map(\.name) + inherited).map { $0.lowercased() })
        for spelled in spellings.flatMap(\.actions) where !declared.contains(spelled.lowercased()) {
            preconditionFailure("\(names[0]) declares no action \"\(spelled)\", which a MonkeyTalk spelling writes")
        }
    }

    /// What scripts can say about `view`: its class's declaration and its superclasses'.
    func type(of view: View) -> ScriptType {
        type(ofClass: Swift.type(of: view))
    }

    /// What scripts can say about components of class `type`.
    func type(ofClass type: AnyClass) -> ScriptType {
        let key = ObjectIdentifier(type)
        if let known = resolved.byClass[key] { return known }
        let resolved = resolve(type)
        self.resolved.byClass[key] = resolved
        return resolved
    }

    /// The declarations of `type` and its superclasses, merged.
    private func resolve(_ type: AnyClass) -> ScriptType {
        ScriptType(chain: TypeNames.chain(ofClass: type).map { ($0.name, declarations[$0.id]) })
    }

    /// What scripts can say about the type a script calls `name`, when a declaration answers
    /// to it (or it is `Device`); `nil` for any other name, whose component must be found
    /// before its actions are known.
    func type(named name: String) -> ScriptType? {
        if let known = resolved.byName[name] { return known }
        let type = resolve(named: name)
        resolved.byName[name] = .some(type)
        return type
    }

    private func resolve(named name: String) -> ScriptType? {
        if name.lowercased() == "device" { return ScriptType(deviceActions: deviceActions) }
        for key in order {
            guard let declaration = declarations[key], declaration.answers(to: name) else { continue }
            return type(ofClass: declaration.componentClass)
        }
        return nil
    }

    /// Whether some declared type has an action called `name`, ignoring case.
    func declaresAction(named name: String) -> Bool {
        all.contains { type(ofClass: $0.componentClass).action(named: name) != nil }
    }

    /// Every control event some declaration names.
    var controlEvents: ControlEvents {
        all.reduce([]) { $0.union($1.controlEvents ?? []) }
    }

    /// The declarations in the order they were registered, with their classes' names.
    var all: [Declaration] {
        order.compactMap { declarations[$0] }
    }
}

extension Vocabulary {
    /// `view` as a failure names it, under the name scripts give its type: `Sketch "pad"` for a
    /// `Sketchpad` declared as `Sketch` (``View/componentName`` gives its class's name).
    func componentName(of view: View) -> String {
        let className = TypeNames.name(of: Swift.type(of: view))
        return type(of: view).name + view.componentName.dropFirst(className.count)
    }

    /// The indexes of `command`'s argument words that fill secret-text arguments, under its
    /// type's declaration or, for a type it does not declare, every view's.
    func secretWords(of command: Command) -> Set<Int> {
        (type(named: command.componentType) ?? type(ofClass: View.self)).secretWords(of: command)
    }
}
