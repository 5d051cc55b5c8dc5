/// A command the script language runs itself rather than a component: variables, calls to
/// other scripts, suite entries, debugging and documentation.
///
/// ```
/// Vars * Define usr pwd=secret        declares the script's parameters
/// Globals * Set host=test             sets a variable every script sees
/// Script logout.mt Run ${usr}         calls a script (RunWith data.csv, RunIf <Verify command>)
/// Test login.mt RunWith data.csv      a suite's test (Setup, Teardown, Suite y.mts Run)
/// Label * Get greeting text           reads a property into a variable
/// Debug * Print text …                prints into the report (Debug * Vars prints variables)
/// Doc * Script "what it does"         documentation, not run
/// ```
enum LanguageCommand {
    /// A `Vars * Define` parameter: its name and default.
    struct Parameter: Hashable {
        var name: String
        var defaultValue: String?
    }

    /// How a call runs its script.
    enum CallMode {
        case run([String])
        case runWith(data: String)
        case runIf(Command)
    }

    /// A suite line's kind.
    enum SuiteEntry: String, CaseIterable {
        case test = "Test", setup = "Setup", teardown = "Teardown", suite = "Suite"
    }

    case vars([Parameter])
    case globals([Parameter])
    case call(script: String, CallMode)
    case suite(SuiteEntry, script: String, CallMode)
    case get(variable: String, property: String?)
    case print([String])
    case printVariables
    case doc

    /// The component types whose commands are the language's own.
    enum Keyword: String, CaseIterable {
        case vars, globals, script, debug, doc, test, setup, teardown, suite

        /// The keyword `type` names, ignoring case.
        init?(type: String) {
            guard let keyword = Self.allCases.first(where: { type.equalsIgnoringASCIICase($0.rawValue) }) else {
                return nil
            }
            self = keyword
        }
    }

    /// Whether `command` is the language's (or a `Get`), rather than a component's.
    static func isLanguage(_ command: Command) -> Bool {
        Keyword(type: command.componentType) != nil || command.performs("Get")
    }

    /// What `command` asks of the language; throws a message naming what is wrong with it.
    static func reading(_ command: Command) throws(Problem) -> LanguageCommand {
        switch Keyword(type: command.componentType) {
        case .vars:
            try expect(command, actions: ["Define"])
            return .vars(try parameters(command))
        case .globals:
            try expect(command, actions: ["Define", "Set"])
            let parameters = try parameters(command)
            if let bare = parameters.first(where: { $0.defaultValue == nil }) {
                throw Problem("Globals gives each variable a value: \(bare.name)=value")
            }
            return .globals(parameters)
        case .script: return .call(script: command.identifier, try mode(command))
        case .debug:
            try expect(command, actions: ["Print", "Vars"])
            return command.performs("Vars") ? .printVariables : .print(command.arguments)
        case .doc: return .doc
        case .test: return .suite(.test, script: command.identifier, try mode(command))
        case .setup: return .suite(.setup, script: command.identifier, try mode(command))
        case .teardown: return .suite(.teardown, script: command.identifier, try mode(command))
        case .suite: return .suite(.suite, script: command.identifier, try mode(command))
        case nil:
            guard let variable = command.arguments.first, command.arguments.count <= 2 else {
                throw Problem("Get takes a variable and, optionally, a property: Get name [property]")
            }
            guard VariableText.isVariableName(variable) else { throw Problem("'\(variable)' is not a variable name") }
            return .get(variable: variable, property: command.arguments.dropFirst().first)
        }
    }

    /// A message saying what is wrong with a language command.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private static func expect(_ command: Command, actions: [String]) throws(Problem) {
        guard actions.contains(where: command.performs) else {
            throw Problem(
                "\(command.componentType) takes \(actions.joined(separator: " or ")), not \(command.action)")
        }
    }

    private static func mode(_ command: Command) throws(Problem) -> CallMode {
        let what = "\(command.componentType) \(command.identifier)"
        if command.performs("Run") { return .run(command.arguments) }
        if command.performs("RunWith") {
            guard command.arguments.count == 1 else {
                throw Problem("RunWith takes one data file: \(what) RunWith data.csv")
            }
            return .runWith(data: command.arguments[0])
        }
        if command.performs("RunIf") {
            let words = command.arguments
            guard words.count >= 3 else {
                throw Problem("RunIf takes a check to run on: \(what) RunIf Type id Verify [arguments]")
            }
            let condition = Command(words[0], words[1], words[2], Array(words.dropFirst(3)))
            guard condition.action.lowercased().hasPrefix("verify") else {
                throw Problem("RunIf runs on a Verify command, not \(condition.action)")
            }
            return .runIf(condition)
        }
        throw Problem("\(command.componentType) takes Run, RunWith or RunIf, not \(command.action)")
    }

    private static func parameters(_ command: Command) throws(Problem) -> [Parameter] {
        var parameters: [Parameter] = []
        for word in command.arguments {
            let (name, value) = split(word)
            guard VariableText.isVariableName(name) else {
                throw Problem("'\(name)' is not a variable name (a letter, then letters, digits or _)")
            }
            guard !parameters.contains(where: { $0.name == name }) else { throw Problem("\(name) is defined twice") }
            parameters.append(Parameter(name: name, defaultValue: value))
        }
        guard !parameters.isEmpty else { throw Problem("\(command.componentType) \(command.action) names no variable") }
        return parameters
    }

    /// `name=value` as its parts, a surrounding pair of quotes taken off the value.
    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        var value = String(word[word.index(after: equals)...])
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
        return (String(word[..<equals]), value)
    }
}
