import Components
import Interpose

/// Connects a recording session to the hooks and bus events it learns from.
///
/// Every piece is installed through the plugin's context, so uninstalling the recorder
/// removes all of it. The hooks reach every component of the registry, whenever it was made
/// and whatever delegate it has, so the recorder hears components made before it.
struct RecorderWiring {
    let session: RecordingSession
    let application: Application
    let context: PluginContext

    func install() throws {
        MainActor.assumeIsolated { session.bus = context.bus }
        context.onUninstall { [session] in MainActor.assumeIsolated { session.bus = nil } }
        try watchEvents()
        try watchComponents()
        try watchDevice()
        try context.onMainActor.subscribe(to: ControlEvent.self, named: "recorder") { [session] event in
            session.changed(event.control, .control(event))
        }
        try context.onMainActor.subscribe(to: CommandPlayed.self, from: application, named: "recorder") {
            [session] event in session.recordPlayedCheck(event.result.command)
        }
    }

    /// Raw events, before and after the application routes them.
    private func watchEvents() throws {
        let (session, hook) = (session, Application.sendEventHook)
        try context.on(hook, named: "recorder", scope: .instance(application)).onMainActor.before { _, event in
            session.willSend(event)
        }
        try context.on(hook, named: "recorder.routed", scope: .instance(application)).onMainActor.after { _, event, _ in
            session.didSend(event)
        }
    }

    /// Table and picker selections, scrolls, zooms and recognized gestures.
    private func watchComponents() throws {
        let session = session
        try context.on(TableView.delegateDidSelectRowHook, named: "recorder").onMainActor.after { table, indexPath, _ in
            session.changed(table, .selectedRow(indexPath))
        }
        // Before the delegate hears it: what the delegate does (push a screen) does not rename
        // the picker first.
        try context.on(PickerView.delegateDidSelectRowHook, named: "recorder").onMainActor.before { picker, row in
            session.changed(picker, .pickedRow(row: row.row, component: row.component))
        }
        try context.on(ScrollView.setContentOffsetHook, named: "recorder").onMainActor.after { scrollView, _, _ in
            session.changed(scrollView, .scrolled(to: scrollView.contentOffset))
        }
        try context.on(ScrollView.delegateWillEndDraggingHook, named: "recorder").onMainActor.after {
            scrollView, _, target in
            session.changed(scrollView, .willDecelerate(to: scrollView.clampedOffset(target)))
        }
        try context.on(ScrollView.setZoomScaleHook, named: "recorder").onMainActor.after { scrollView, _, _ in
            session.changed(scrollView, .zoomed(to: scrollView.zoomScale))
        }
        try context.on(GestureRecognizer.setStateHook, named: "recorder").onMainActor.after { recognizer, state, _ in
            guard state == .ended else { return }
            session.recognized(recognizer)
        }
    }

    /// Rotations of the application's device, whether or not the interface turned with it.
    private func watchDevice() throws {
        let session = session
        try context.on(Device.rotateHook, named: "recorder").onMainActor.after { device, call, _ in
            guard device.application === session.application else { return }
            session.recordDevice("Rotate", [call.orientation.rawValue])
        }
    }
}
