import Components
import Foundation
import Interpose
import Plugins
import SampleApp
import Synchronization

/// `explain HOOK-OR-SELECTOR [--on COMPONENT]`: which advice runs on a call, and why the rest
/// does not.
enum ExplainCommand: DemoCommand {
    static let name = "explain"
    static let summary = "say which advice runs on a hook's calls, and why the rest does not"
    static let help = """
        usage: interpose-demo explain HOOK-OR-SELECTOR [--on COMPONENT]

        Explains calls through the hooks HOOK-OR-SELECTOR names on the sample app, with the
        plugins every command installs (the target-action listener, the recorder and the
        analytics): the advice that runs, in the order it runs, with the body among it, then
        every other advice on the hook, or selector advice that names it, with the first of its
        terms the call fails. Then the registry's warnings: selector advice that matches no
        hook, hooks several plugins advise around, broken rules.

        HOOK-OR-SELECTOR is a hook's name or a pattern of names, where * matches any run of
        characters; patterns separated by commas add up: Application.sendEvent, 'Control.*'.

          --on COMPONENT  a component as a script names it, type then identifier ("Button
                          LOGIN", "Button save"): the demo taps it, and explains the first
                          call through each named hook during the tap from that call's own
                          receiver, arguments and control flow. A component not on the first
                          screen is looked for at each checkpoint of the built-in session.
                          Named hooks the tap does not call are explained for the component
                          as receiver, when they take it.

        Without --on, a hook whose receiver is the application is explained for it, any other
        for any receiver.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, command: name, flags: [], options: ["on"])
        if parsed.has("help") { return Help.show(help) }
        guard let pattern = try parsed.positionals(atMost: 1, command: name).first else {
            throw UsageError("explain: name a hook or a pattern of hook names (try explain --help)")
        }
        let selector = try TraceCommand.selector(pattern, none: "explain: name a hook or a pattern of hook names")
        let rig = try DemoRig()
        let hooks = rig.sample.registry.knownHooks().filter(selector.matches)
        guard !hooks.isEmpty else {
            throw UsageError("explain: [\(selector)] matches none of the sample app's hooks (try describe --commands)")
        }
        let explanations =
            try parsed.value("on").map { try tap($0, through: hooks, on: rig) } ?? explain(hooks, on: rig)
        Console.out(explanations.joined(separator: "\n\n"))
        let warnings = rig.sample.registry.adviceWarnings()
        Console.out(
            "\n" + (warnings.isEmpty ? "no warnings" : warnings.map { "warning: \($0)" }.joined(separator: "\n")))
        return 0
    }

    /// Each hook explained for the application when it takes it, for any receiver otherwise.
    private static func explain(_ hooks: [DeclaredHook], on rig: DemoRig) -> [String] {
        let registry = rig.sample.registry
        let forApplication = registry.explain(
            matching: .any, on: rig.sample.application
        ).filter { explanation in hooks.contains { $0.name == explanation.hook } }
        let explained = Set(forApplication.map(\.hook))
        let others = hooks.filter { !explained.contains($0.name) }.map { registry.explain($0) }
        return present((forApplication + others).sorted { $0.hook < $1.hook })
    }

    /// Taps the component `name` names and explains the first call through each hook during
    /// the tap; hooks not called are explained for the component.
    private static func tap(_ name: String, through hooks: [DeclaredHook], on rig: DemoRig) throws -> [String] {
        let component = try find(name, on: rig)
        let registry = rig.sample.registry
        let heard = Mutex<[CallExplanation]>([])
        let tokens = try hooks.filter { !$0.isSealed }.map { hook in
            try registry.explainNextCall(on: hook) { explanation in heard.withLock { $0.append(explanation) } }
        }
        try rig.sample.input.tap(component)
        for token in tokens { token.remove() }
        let called = heard.withLock { $0 }
        let quiet = registry.explain(matching: .any, on: component).filter { explanation in
            hooks.contains { $0.name == explanation.hook } && !called.contains { $0.hook == explanation.hook }
        }
        return ["A tap of \(name) went through \(called.count) of the \(hooks.count) hooks named; their first calls:"]
            + present(called)
            + (quiet.isEmpty ? [] : ["Hooks named that the tap did not call, for \(name):"] + present(quiet))
    }

    /// The explanations of hooks with advice in full, and the names of those without in one
    /// line; a single explanation in full whatever it holds.
    private static func present(_ explanations: [CallExplanation]) -> [String] {
        guard explanations.count > 1 else { return explanations.map(\.description) }
        let bare = explanations.filter { $0.verdicts.isEmpty && !$0.isSealed }.map(\.hook)
        let advised = explanations.filter { !$0.verdicts.isEmpty || $0.isSealed }.map(\.description)
        return advised + (bare.isEmpty ? [] : ["No advice on \(bare.joined(separator: ", "))."])
    }

    /// The component a script would name `name` ("Button save"), on the first screen or at a
    /// checkpoint of the built-in session.
    private static func find(_ name: String, on rig: DemoRig) throws -> View {
        let words = name.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2 else {
            throw UsageError("explain: --on takes a type and an identifier, such as 'Button save'")
        }
        let locator = ComponentLocator(application: rig.sample.application)
        let look = { locator.find(type: words[0], identifier: words[1]).first }
        if let view = look() { return view }
        var found: View?
        do {
            try rig.sample.performSession { _ in
                found = look()
                if found != nil { throw CancellationError() }
            }
        } catch is CancellationError {}
        guard let found else { throw UsageError("explain: no component \(name) on the sample app's screens") }
        return found
    }
}
