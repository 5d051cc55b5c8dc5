import Components
import Interpose

/// A plugin that wraps every delegate and data source set on a component in a forwarding proxy,
/// which publishes each call on the bus and forwards it to the original: the typed form of
/// FoneMonkey's "rename the delegate method, call `orig…`".
///
/// ```swift
/// let host = PluginHost(registry: registry)
/// try host.install(DelegateForwarding())
/// try host.bus.subscribe(to: PickerViewDelegateCall.self) { event in
///     if case .didSelectRow(let row, let component) = event.call { print("Select \(row) \(component)") }
/// }
/// ```
///
/// Through `setDelegate` and `setDataSource` (`TextField.setDelegateHook`,
/// `ScrollView.setDelegateHook`, `TableView.setDataSourceHook`,
/// `PickerView.setDelegateHook` and `PickerView.setDataSourceHook`,
/// `Accelerometer.setDelegateHook`, `GestureRecognizer.setDelegateHook`),
/// around advice replaces each delegate with a proxy (``PickerViewDelegateProxy`` and its
/// siblings) whose `original` is the delegate:
///
/// ```
///   picker.delegate = model ─▶ PickerView.setDelegateHook ─▶ picker keeps PickerViewDelegateProxy
///   wheel settles ─▶ proxy.pickerView(_:didSelectRow:inComponent:)
///                      ├─▶ bus: PickerViewDelegateCall, then DelegateCall   (from: picker)
///                      └─▶ model.pickerView(_:didSelectRow:inComponent:)     (original, weak)
/// ```
///
/// - The original keeps its behaviour: the proxy returns exactly what it returns, and a method
///   it does not implement answers the protocol's "not implemented" default through the proxy.
///   A call that returns nothing is published before it is forwarded; a question after, with
///   the original's answer.
/// - The original keeps its lifetime: the component keeps the proxy (a component keeps a
///   `DelegateProxy`), the proxy holds the original weakly. Once the original has
///   gone the proxy answers as no delegate would (and an accelerometer's proxy takes itself out
///   at the next reading, so the accelerometer stops ticking as it would have). The
///   component's `delegate` is then the proxy, whose `original` is `nil`.
/// - Nothing is wrapped twice: setting a proxy that already reports to this plugin, or the
///   delegate it wraps, keeps the same proxy. Setting a new delegate wraps the new one;
///   setting `nil` clears.
/// - Uninstalling takes the proxies out: each component still holding one gets its original
///   back (through its hook, so a table or picker reloads, as for any new delegate), proxies
///   nested inside a ``DelegateSpy``'s are spliced out, and any proxy left elsewhere only
///   forwards. No advice or subscription stays. Uninstalled off the main actor, the
///   components get their originals back on the main actor shortly after.
///
/// Delegates set before the plugin was installed are not wrapped: the plugin learns of
/// delegates through their hooks, and has no list of the components that exist. Install it
/// before building the app, or call ``wrapExistingDelegates(in:)`` to set
/// every delegate in an application's windows again.
///
/// Secure text is never published in clear: see ``TextFieldDelegateCall``.
public final class DelegateForwarding: Plugin {
    /// The identifier plugins use to depend on this one: `delegate-forwarding`.
    public static let defaultID = "delegate-forwarding"

    /// The plugin's identifier, ``defaultID`` unless given.
    public let id: String
    /// The current install's engine.
    private let engine = Locked<ForwardingEngine?>(nil)

    /// Creates the plugin; install it with a `PluginHost`.
    ///
    /// ```swift
    /// try host.install(DelegateForwarding())
    /// ```
    ///
    /// - Parameter id: The identifier, ``defaultID`` by default.
    public init(id: String = DelegateForwarding.defaultID) {
        self.id = id
    }

    /// Installs the advice that wraps delegates and data sources.
    ///
    /// - Parameter context: The plugin's context.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    public func install(into context: PluginContext) throws {
        let engine = ForwardingEngine(bus: context.bus)
        context.onUninstall { [weak self] in
            engine.channel.deactivate()
            self?.engine.withLock { if $0 === engine { $0 = nil } }
            Self.onMainActor { engine.unwrapAll() }
        }
        try engine.install(through: context)
        self.engine.withLock { $0 = engine }
    }

    /// Sets every delegate and data source in `application`'s windows (and its accelerometer's
    /// delegate) again, through their hooks, so the ones set before the plugin was installed
    /// are wrapped.
    ///
    /// ```swift
    /// try host.install(forwarding)
    /// forwarding.wrapExistingDelegates(in: app)
    /// ```
    ///
    /// Only components in the application's windows are found (a screen not on show keeps its
    /// delegates unwrapped until they are set again), and only those whose registry is the
    /// host's. Setting a table's or picker's data source or delegate again reloads it, as
    /// setting any does.
    ///
    /// - Parameter application: The application whose components to wrap.
    /// - Returns: How many delegates and data sources now report to this plugin; 0 when it is
    ///   not installed.
    @MainActor @discardableResult
    public func wrapExistingDelegates(in application: Application) -> Int {
        engine.withLock { $0 }?.rewrap(application) ?? 0
    }

    /// Runs `work` on the main actor: at once when already there (uninstalling from main-actor
    /// code, as tests and apps do), else as soon as the main actor is free.
    private static func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            Task.immediate { @MainActor in work() }
        } else {
            Task { @MainActor in work() }
        }
    }
}
