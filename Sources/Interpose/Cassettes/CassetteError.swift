/// What went wrong with a cassette: a hook it cannot record, a file it cannot read or write, a
/// call it does not hold, or, at the end, calls it holds that the test never made.
///
/// Errors compare by case and values, and describe themselves in a sentence naming the hook,
/// the file or the call:
///
/// ```swift
/// #expect(throws: CassetteError.notCodable(hook: "Vault.open", part: "arguments", type: "Key")) {
///     try host.install(Cassette(file: url, hooks: [.hook(Vault.openHook)]))
/// }
/// ```
public indirect enum CassetteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A hook's arguments, result or error are of a type the cassette cannot write or read.
    case notCodable(hook: String, part: String, type: String)
    /// A replaying cassette would have no answer for a call it does not hold on this hook: the
    /// hook can neither throw the miss nor return nothing, no stand-in was given, and the file
    /// holds no call of the hook whose answer could serve.
    case needsStandIn(hook: String, result: String)
    /// Two of the cassette's hook choices pick the same hook.
    case duplicateHook(String)
    /// A selector matches none of the hooks the registry knows.
    case selectorMatchesNothing(String)
    /// A replaying cassette's file does not exist.
    case missingFile(String)
    /// The file is not a cassette: not JSON (the place is `file:line:column`), or not calls.
    case unreadable(file: String, reason: String)
    /// A recorded outcome does not read back as the hook's result or error type.
    case undecodable(file: String, call: Int, hook: String, reason: String)
    /// The file could not be written.
    case unwritable(file: String, reason: String)
    /// The cassette was installed before: a cassette serves one run.
    case alreadyUsed(String)
    /// A call was made that the cassette does not hold; its body did not run.
    case missed(CassetteMiss)
    /// A call's arguments or outcome could not be written; the call ran, and is not recorded.
    case unencodable(call: String, reason: String)
    /// The run left problems, or calls the cassette holds that no call used.
    case unfinished(problems: [CassetteError], unused: [RecordedCall])

    /// A sentence naming the hook, the file or the call.
    public var description: String {
        switch self {
        case .notCodable(let hook, let part, let type):
            "\(hook)'s \(part) \(type) is not Codable: make it Codable, or give the hook a CassetteCoding for it"
        case .needsStandIn(let hook, let result):
            "\(hook) returns \(result) and cannot throw a miss, and the cassette holds no call of it to answer one "
                + "with: give a stand-in (.hook(…, standIn: …))"
        case .duplicateHook(let hook):
            "\(hook) is chosen twice; choose each hook once"
        case .selectorMatchesNothing(let selector):
            "the selector \(selector) matches no hook the registry knows"
        case .missingFile(let file):
            "no cassette at \(file) to replay; record it first (mode .once or .record)"
        case .unreadable(let file, let reason):
            "\(file): \(reason)"
        case .undecodable(let file, let call, let hook, let reason):
            "\(file): call \(call) (\(hook)) does not read back: \(reason)"
        case .unwritable(let file, let reason):
            "cannot write \(file): \(reason)"
        case .alreadyUsed(let id):
            "cassette '\(id)' was installed before; make a new Cassette for each run"
        case .missed(let miss):
            miss.description
        case .unencodable(let call, let reason):
            "\(call) was not recorded: \(reason)"
        case .unfinished(let problems, let unused):
            Self.summary(problems: problems, unused: unused)
        }
    }

    private static func summary(problems: [CassetteError], unused: [RecordedCall]) -> String {
        var lines = problems.map { "- \($0)" }
        if !unused.isEmpty {
            lines.append("- \(unused.count) recorded call\(unused.count == 1 ? " was" : "s were") never made:")
            lines += unused.map { "    \($0)" }
        }
        return "the cassette's run is unfinished:\n" + lines.joined(separator: "\n")
    }
}
