import Components
import Interpose

/// Connects a recording session to the hooks and bus events it learns from.
///
/// Every piece is installed through the plugin's context, so uninstalling the recorder
/// removes all of it.
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
        // Main-actor closures made callable from the bus once, here: `MainActor.assumeIsolated`
        // on every event would cost about a thousand instructions each (see `MainActorEntry`).
        try context.subscribe(
            to: ControlEvent.self, named: "recorder",
            MainActorEntry.checked { [session] (event: ControlEvent) in
                session.changed(event.control, .control(event))
            })
        try context.subscribe(
            to: CommandPlayed.self, from: application, named: "recorder",
            MainActorEntry.checked { [session] (event: CommandPlayed) in
                session.recordPlayedCheck(event.result.command)
            })
        try context.subscribe(
            to: PickerViewDelegateCall.self, named: "recorder",
            MainActorEntry.checked { [session] (event: PickerViewDelegateCall) in
                guard case .didSelectRow(let row, let component) = event.call, let picker = event.source else { return }
                session.changed(picker, .pickedRow(row: row, component: component))
            })
    }

    /// Raw events, around the application's routing of them.
    private func watchEvents() throws {
        let session = session
        let willSend = MainActorEntry.checked { (event: Event) in session.willSend(event) }
        let didSend = MainActorEntry.checked { (event: Event) in session.didSend(event) }
        try context.on(Application.sendEventHook, named: "recorder", scope: .instance(application)).around {
            invocation in
            let event = invocation.arguments
            willSend(event)
            invocation.proceed()
            didSend(event)
        }
    }

    /// Table selections, scrolls, zooms and recognized gestures. (Picker selections come from
    /// the picker's forwarded delegate, on the bus.)
    private func watchComponents() throws {
        let session = session
        try context.on(TableView.delegateDidSelectRowHook, named: "recorder").onMainActor.after { table, indexPath, _ in
            session.changed(table, .selectedRow(indexPath))
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

extension ScrollView {
    /// `offset` moved into the range the content offset may take.
    func clampedOffset(_ offset: Point) -> Point {
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        return Point(x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
    }
}
