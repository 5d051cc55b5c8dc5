import Components
import Interpose
import Plugins
import TestSupport
import Testing

/// A batch whose last plugin fails halfway through its install is rolled back whole: the
/// target-action listener's targets come off every control, every wrapped delegate is given
/// back, and no advice or subscription is left.
@MainActor
@Suite struct PluginRollbackTests {
    let test = DelegateTestApp()
    let table: TableView
    let contacts = ContactsModel()
    let scroller: ScrollView
    let watcher = DragWatcher()
    let tap: TapGestureRecognizer
    let gate = BeginGate()
    let keeper = ReadingKeeper()
    let button: Button
    let toggle: Switch

    /// Components with delegates and targets of their own, made before any plugin.
    init() {
        table = test.add("contacts") { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 200)) }
        table.register(TableViewCell.self, forCellReuseIdentifier: "contact")
        table.dataSource = contacts
        table.delegate = contacts
        scroller = test.add("map") { ScrollView(frame: Rect(x: 0, y: 200, width: 320, height: 200)) }
        scroller.delegate = watcher
        tap = test.make { TapGestureRecognizer() }
        scroller.addGestureRecognizer(tap)
        tap.delegate = gate
        test.app.device.accelerometer.delegate = keeper
        button = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 420, width: 100, height: 40)) }
        button.addTarget(contacts, action: "own", for: .touchUpInside) { _, _, _ in }
        toggle = test.add("on") { Switch(frame: Rect(x: 200, y: 420, width: 51, height: 31)) }
    }

    var delegatesAreOriginal: Bool {
        table.delegate === contacts && table.dataSource === contacts && scroller.delegate === watcher
            && tap.delegate === gate && test.app.device.accelerometer.delegate === keeper
    }

    var listenerTargets: Int {
        [button as Control, toggle].flatMap(\.targetActions).count {
            $0.action.name.hasPrefix(TargetActionListener.actionPrefix)
        }
    }

    @Test("the listener's targets come off, wrapped delegates are given back, and nothing is left")
    func failedBatch() throws {
        let seen = Guarded<(targets: Int, wrapped: Int)>((0, 0))
        let failing = FailingAfterWrapping(application: test.app, targets: { [self] in listenerTargets }) {
            targets, wrapped in seen.withLock { $0 = (targets, wrapped) }
        }
        #expect(throws: PluginError.installFailed(plugin: "failing", reason: "halfway")) {
            try test.host.install([
                TargetActionListener(mode: .perControl(application: test.app)), DelegateForwarding(), failing,
            ])
        }
        let (targets, wrapped) = seen.withLock { $0 }
        #expect(targets > 0 && wrapped == 5, "the batch had added targets and wrapped delegates before failing")
        #expect(listenerTargets == 0)
        #expect(button.targetActions.map(\.action.name) == ["own"])
        #expect(delegatesAreOriginal)
        #expect(test.host.installedPlugins.isEmpty)
        #expect(test.registry.isEmpty)
        #expect(test.host.bus.subscriptions().isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 20)
        try test.host.install([TargetActionListener(), DelegateForwarding()])
        #expect(test.host.installedPlugins == [TargetActionListener.id, DelegateForwarding.defaultID])
        test.app.device.accelerometer.delegate = nil
    }
}

/// A plugin that needs the listener and delegate forwarding, has forwarding wrap every
/// delegate already set, adds advice and a subscription of its own, and then fails.
private final class FailingAfterWrapping: Plugin {
    let id = "failing"
    let dependencies = [TargetActionListener.id, DelegateForwarding.defaultID]
    let application: Application
    let targets: @MainActor @Sendable () -> Int
    let report: @Sendable (Int, Int) -> Void

    /// A plugin that reports the listener's `targets` and how many delegates it had wrapped.
    init(
        application: Application, targets: @escaping @MainActor @Sendable () -> Int,
        report: @escaping @Sendable (Int, Int) -> Void
    ) {
        (self.application, self.targets, self.report) = (application, targets, report)
    }

    func install(into context: PluginContext) throws {
        guard let forwarding = context.plugin(DelegateForwarding.defaultID, as: DelegateForwarding.self) else {
            throw Failure.noForwarding
        }
        MainActor.assumeIsolated {
            report(targets(), forwarding.wrapExistingDelegates(in: application))
        }
        try context.on(Control.sendActionsHook, named: id).before { _, _ in }
        try context.subscribe(to: ControlEvent.self) { _ in }
        throw Failure.halfway
    }

    enum Failure: Error {
        case halfway, noForwarding
    }
}
