/// What loading does for a keyword's line: a state that says what to do, which the loader does.
enum KeywordCheck {
    /// Find, read and check the script (a suite, when `suite`) `name` beside the file, and check
    /// the call's arguments (or data file's columns) against its `Vars`.
    case call(name: String, mode: CallMode, suite: Bool)
    /// The file's parameters, from its first `Vars` line.
    case declare([Assignment])
    /// Variables every script sees.
    case defineGlobals([String])
    /// A variable the lines below it in the file see.
    case defineLocal(String)
    /// Check that a component declares the line's type.
    case checkType
    /// Check a command against the vocabulary, its words from the line's word `offset` on.
    case checkCommand(Command, offset: Int)

    /// A call of `name` as `mode` says, a `RunIf`'s check checked too.
    static func calling(_ name: String, _ mode: CallMode, suite: Bool = false) -> [KeywordCheck] {
        guard case .runIf(let condition) = mode else { return [.call(name: name, mode: mode, suite: suite)] }
        return [.checkCommand(condition, offset: 3), .call(name: name, mode: mode, suite: suite)]
    }
}
