import Components
import Interpose

/// Connects a recording session to the hooks and bus events it learns from: raw events, the
/// control events and reports its vocabulary's declarations name, recognizers and the device.
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
        try watchControls()
        try watchReports()
        try watchGesturesAndDevice()
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

    /// Each control event a control's declaration names, one at a time, lowest first, before the
    /// control's own actions for it go out.
    private func watchControls() throws {
        let (session, context) = (session, context)
        try MainActor.assumeIsolated {
            let vocabulary = session.vocabulary
            // Most dispatches (touch down, drags) are of events no type declares: passed by at once.
            let declared = vocabulary.controlEvents
            try context.on(Control.sendActionsHook, named: "recorder").onMainActor.before { control, arguments in
                guard !arguments.events.isDisjoint(with: declared) else { return }
                let type = vocabulary.type(of: control)
                for events in arguments.events.intersection(type.controlEvents).separated {
                    session.changed(control, ControlEvent(events, from: control, as: type, cause: arguments.event))
                }
            }
        }
    }

    /// The hooks the vocabulary's declarations report changes through.
    private func watchReports() throws {
        let session = session
        try MainActor.assumeIsolated {
            for declaration in session.vocabulary.all {
                for report in declaration.reports {
                    try report.install(context, "recorder.\(declaration.className)") { session.changed($0, $1) }
                }
            }
        }
    }

    /// Recognized gestures, and rotations of the application's device, whether or not the
    /// interface turned with it.
    private func watchGesturesAndDevice() throws {
        let session = session
        try context.on(GestureRecognizer.setStateHook, named: "recorder").onMainActor.after { recognizer, state, _ in
            guard state == .ended else { return }
            session.recognized(recognizer)
        }
        try context.on(Device.rotateHook, named: "recorder").onMainActor.after { device, call, _ in
            guard device.application === session.application else { return }
            session.recordDevice("Rotate", [call.orientation.rawValue])
        }
    }
}
