import Components
import Interpose

/// A hook through which a component reports changes to its recording rule: part of its
/// type's ``ComponentCommands``, so a component of your own with a delegate or a value of its
/// own reaches its rule as the built-in ones do.
///
/// A recorder advises each hook its vocabulary's declarations name, for every component of its
/// registry, and hands the change the closure makes to the component's rule (when a person
/// caused it), as ``RecordingRule/componentChanged(_:on:in:)``.
///
/// ```swift
/// ComponentCommands(
///     RatingView.self, recording: RatingRule(),
///     reports: [.after(RatingView.didRateHook) { _, stars, _ in Rated(stars: stars) }],
///     actions: [.rate])
/// ```
@MainActor
public struct ComponentReport<Component: View> {
    /// Installs the advice through a plugin's context, under a name, handing each change on.
    let install:
        @MainActor (PluginContext, _ name: String, _ hear: @escaping @MainActor (View, any ComponentChange) -> Void)
            throws -> Void

    /// A change made, after the hook's body ran, from the component, the arguments and the
    /// result; `nil` for a call that reports nothing.
    public static func after<Arguments: Sendable, Result: Sendable>(
        _ hook: Hook<Component, Arguments, Result>,
        _ change: @escaping @MainActor (Component, Arguments, Result) -> (any ComponentChange)?
    ) -> Self {
        Self { context, name, hear in
            try context.on(hook, named: name).onMainActor.after { component, arguments, result in
                if let change = change(component, arguments, result) { hear(component, change) }
            }
        }
    }

    /// A change made, before the hook's body runs (before a delegate hears it, say), from the
    /// component and the arguments; `nil` for a call that reports nothing.
    public static func before<Arguments: Sendable, Result>(
        _ hook: Hook<Component, Arguments, Result>,
        _ change: @escaping @MainActor (Component, Arguments) -> (any ComponentChange)?
    ) -> Self {
        Self { context, name, hear in
            try context.on(hook, named: name).onMainActor.before { component, arguments in
                if let change = change(component, arguments) { hear(component, change) }
            }
        }
    }

    /// The report for a vocabulary, which keeps every type's alike.
    var erased: ComponentReport<View> { ComponentReport<View>(install: install) }
}
