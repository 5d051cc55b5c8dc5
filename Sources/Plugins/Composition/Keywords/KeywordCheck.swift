/// What loading checks of a keyword's line, and what the line calls and defines: a keyword's
/// ``Keyword/check(_:)`` says it, and the loader does it, in order.
///
/// ```swift
/// func check(_ line: inout KeywordCheck) {
///     line.call(script: line.command.identifier, mode)   // found beside the script, read and checked
///     line.defineLocal(variable)                          // `${variable}` is defined below
/// }
/// ```
struct KeywordCheck {
    /// The line as written.
    let command: Command

    /// What loading does for the line.
    enum Request {
        /// A call of the script (or suite) `name` beside the file: found, read and checked, its
        /// arguments (none for `RunIf`, a data file's columns for `RunWith`) against its `Vars`.
        case call(name: String, mode: CallMode, suite: Bool)
        /// The file's parameters, from its first `Vars` line.
        case declare([Assignment])
        /// Variables every script sees from now on.
        case defineGlobals([String])
        /// A variable the lines below it in the same file see.
        case defineLocal(String)
        /// The line's type, which a component must declare.
        case checkType
        /// A command checked against the vocabulary, its words starting at the line's word
        /// `offset` (`RunIf`'s check starts at 3).
        case checkCommand(Command, offset: Int)
        /// A problem of the line, at its word `word` (0 for the type).
        case problem(String, word: Int)
    }

    /// What the line asks, in order.
    private(set) var requests: [Request] = []

    init(command: Command) {
        self.command = command
    }

    /// Calls the script (a suite, when `suite`) `name`, as `mode` says; a `RunIf`'s check is
    /// checked against the vocabulary.
    mutating func call(script name: String, _ mode: CallMode, suite: Bool = false) {
        if case .runIf(let condition) = mode { check(command: condition, offset: 3) }
        requests.append(.call(name: name, mode: mode, suite: suite))
    }

    /// Declares the file's parameters.
    mutating func declare(parameters: [Assignment]) {
        requests.append(.declare(parameters))
    }

    /// Defines variables every script sees.
    mutating func defineGlobals(_ names: [String]) {
        requests.append(.defineGlobals(names))
    }

    /// Defines a variable for the lines below.
    mutating func defineLocal(_ name: String) {
        requests.append(.defineLocal(name))
    }

    /// Checks that a component declares the line's type.
    mutating func checkType() {
        requests.append(.checkType)
    }

    /// Checks `command` against the vocabulary, as the player would play it.
    mutating func check(command: Command, offset: Int) {
        requests.append(.checkCommand(command, offset: offset))
    }

    /// Reports a problem at the line's word `word`.
    mutating func problem(_ message: String, word: Int = 2) {
        requests.append(.problem(message, word: word))
    }
}
