#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records a hook's answers once, and replays them in every test after: a plugin that keeps
/// each call's receiver, arguments and outcome in a JSON file, and answers later calls from it
/// without running the body.
///
/// ```swift
/// let cassette = Cassette(
///     file: folder.appendingPathComponent("vault.json"), mode: .once,
///     hooks: [.hook(Vault.balanceHook), .hook(Vault.withdrawHook, standIn: 0)])
/// try PluginHost(registry: registry).install(cassette)
/// #expect(try vault.withdraw(30) == 70)   // the first run records; later runs replay
/// try cassette.save()                       // writes what was recorded
/// try cassette.verify()                     // no misses, every recorded call used
/// ```
///
/// **Modes** (``CassetteMode``): `.record` lets calls run and records them, `.replay` answers
/// them from the file, `.once` records when the file is missing and replays when it exists,
/// and `.newEpisodes` replays what the file holds and records the rest.
///
/// **Matching**: a call is answered by a recorded call of the same hook, on a receiver of the
/// same name, whose arguments match (``CassetteMatcher``); in the order they were recorded by
/// default, in any order when asked (``CassetteOrder``). Each recorded call answers one call.
///
/// **Misses**: a call the file does not hold does not run its body. The miss names the call and
/// the nearest recorded one (``CassetteMiss``); it is reported at once (to `onProblem`, or to
/// standard error), kept in ``misses``, and thrown by ``verify()``. The caller gets the hook's
/// stand-in if it has one, the miss thrown when the hook can throw it, `nil` or nothing when
/// the hook returns an optional or nothing, and otherwise the answer of the nearest recorded
/// call of the hook, so that the run goes on to report everything (see ``CassetteHook``).
///
/// **Receivers** are named as the test names them (``name(_:as:)``), or by their type's name,
/// numbered from the second of a type on (`Vault`, `Vault #2`), in the order they are met.
///
/// **Calls made inside a recorded call**, through the cassette's hooks, are not recorded: they
/// are part of that call's answer, and a replay, which does not run the body, does not make
/// them.
///
/// A cassette serves one run: make a new one for each test. Uninstalling it (or its host)
/// restores the real bodies at once; what it recorded stays readable and can still be saved.
public final class Cassette: Plugin {
    /// The plugin's identifier, and the cassette's name in messages: the file's name without
    /// its extension unless given.
    public let id: String
    /// The file the cassette reads and writes.
    public let file: URL
    /// When it records and when it replays.
    public let mode: CassetteMode
    /// Whether calls must come in the order they were recorded.
    public let order: CassetteOrder
    private let hooks: [CassetteHook]
    let tape: Tape

    /// A cassette for `hooks`, kept in `file`.
    ///
    /// - Parameters:
    ///   - file: The JSON file; its folder is created when the cassette is saved.
    ///   - mode: When it records and when it replays; `.once` by default.
    ///   - order: Whether calls must come in the recorded order; in order by default.
    ///   - id: The plugin's identifier; the file's name without its extension by default.
    ///   - hooks: The hooks whose calls it records and replays.
    ///   - onProblem: Called at once with each miss and each call that could not be recorded,
    ///     outside any lock; a test can record an issue there. By default, problems are written
    ///     to standard error. ``verify()`` throws them all at the end either way.
    public init(
        file: URL, mode: CassetteMode = .once, order: CassetteOrder = .inOrder, id: String? = nil,
        hooks: [CassetteHook], onProblem: (@Sendable (CassetteError) -> Void)? = nil
    ) {
        let id = id ?? file.deletingPathExtension().lastPathComponent
        self.id = id
        self.file = file
        self.mode = mode
        self.order = order
        self.hooks = hooks
        self.tape = Tape(cassette: id, report: onProblem ?? { Self.write($0, cassette: id) })
    }

    /// Reads the file when the mode replays, checks every hook's types, and installs advice on
    /// each hook through `context`.
    ///
    /// - Throws: ``CassetteError``: a type that is not `Codable`, a hook that needs a stand-in,
    ///   a file that is missing or not a cassette, a recorded outcome that does not read back,
    ///   or a second install. Nothing stays installed then.
    public func install(into context: PluginContext) throws {
        let session = try self.session()
        let plans = try hooks.map { (hook) throws(CassetteError) in try hook.plan(context.registry) }
        let byName = try Self.index(plans.flatMap { $0 })
        let recorded = session == .recording ? [] : try CassetteFile.read(file)
        let reel = try Reel.load(recorded, session: session, order: order, plans: byName, file: file.path)
        guard tape.load(reel) else { throw CassetteError.alreadyUsed(id) }
        for (hook, plans) in zip(hooks, plans) { try hook.install(context, tape, plans) }
    }

    /// Gives `receiver` the name its calls are recorded and matched under, such as `"savings"`.
    ///
    /// ```swift
    /// cassette.name(savings, as: "savings")
    /// ```
    ///
    /// Name receivers before their first call through the cassette's hooks; the name holds
    /// for the calls made after.
    ///
    /// - Parameters:
    ///   - receiver: The receiver.
    ///   - name: Its name.
    public func name(_ receiver: AnyObject, as name: String) {
        tape.assign(name, to: receiver)
    }

    /// Whether this run records calls: in `.record` mode, in `.once` mode without a file, and
    /// in `.newEpisodes` mode. `false` before the cassette is installed.
    public var isRecording: Bool {
        tape.records
    }

    /// The calls the cassette holds now, as ``save()`` would write them: the calls of this run
    /// in the order they started, then the file's calls no call used.
    public var calls: [RecordedCall] {
        tape.held
    }

    /// The calls made that the cassette does not hold, in order.
    public var misses: [CassetteMiss] {
        problems.compactMap { if case .missed(let miss) = $0 { miss } else { nil } }
    }

    /// The misses, and the calls that ran but could not be recorded, in order.
    public var problems: [CassetteError] {
        tape.problems
    }

    /// The file's calls that no call has used.
    public var unusedCalls: [RecordedCall] {
        tape.unused
    }

    /// The file's text for the calls the cassette holds now.
    public var text: String {
        CassetteFile.text(of: calls)
    }

    /// Writes a problem to standard error; a miss names the cassette itself.
    private static func write(_ problem: CassetteError, cassette: String) {
        if case .missed = problem {
            StandardError.write("\(problem)\n")
        } else {
            StandardError.write("cassette '\(cassette)': \(problem)\n")
        }
    }

    /// The reason the run has to record or replay, from the mode and whether the file exists.
    private func session() throws(CassetteError) -> Reel.Session {
        let exists = FileManager.default.fileExists(atPath: file.path)
        switch mode {
        case .record: return .recording
        case .replay:
            guard exists else { throw .missingFile(file.path) }
            return .replaying
        case .once: return exists ? .replaying : .recording
        case .newEpisodes: return exists ? .replayingNewEpisodes : .recording
        }
    }

    /// The plans by hook name, refusing a hook chosen twice.
    private static func index(_ plans: [HookPlan]) throws(CassetteError) -> [String: HookPlan] {
        var byName: [String: HookPlan] = [:]
        for plan in plans {
            guard byName.updateValue(plan, forKey: plan.hook) == nil else { throw .duplicateHook(plan.hook) }
        }
        return byName
    }
}
