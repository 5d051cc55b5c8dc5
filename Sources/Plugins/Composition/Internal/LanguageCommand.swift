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

        /// The keyword the first word of the command line `parser` just read names, ignoring
        /// case, found without making the word's text: a loader asks this of every line, so the
        /// word is compared only with the keywords of its length and first letter.
        init?(typeOf parser: borrowing LineParser, in bytes: UnsafeBufferPointer<UInt8>) {
            let token = parser.tokens[0]
            guard !token.isQuoted else {
                self.init(type: parser.word(bytes, at: 0))
                return
            }
            let (length, first) = (token.end - token.start, bytes[token.start] | 0x20)
            guard length + 1 < Self.starts.count else { return nil }
            for index in Self.starts[length]..<Self.starts[length + 1] where Self.firstBytes[index] == first {
                let keyword = Self.byLength[index]
                if parser.word(bytes, at: 0, isIgnoringCase: keyword.rawValue) {
                    self = keyword
                    return
                }
            }
            return nil
        }

        /// The keywords sorted by length, made from the cases: a new keyword is recognized as
        /// soon as it is a case (and `reading` must then say what it asks, or not compile).
        private static let byLength = allCases.sorted { $0.rawValue.utf8.count < $1.rawValue.utf8.count }
        /// The first letter of each of ``byLength``.
        private static let firstBytes = byLength.map { $0.rawValue.utf8.first! }
        /// Where the keywords of each length begin in ``byLength``, and where the last end.
        private static let starts: [Int] = {
            let longest = byLength.last!.rawValue.utf8.count
            return (0...longest + 1).map { length in byLength.prefix { $0.rawValue.utf8.count < length }.count }
        }()
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
