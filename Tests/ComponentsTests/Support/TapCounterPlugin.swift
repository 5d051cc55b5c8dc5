import Components
import Interpose

/// A plugin whose advice is main-actor code: it counts taps on buttons.
final class TapCounterPlugin: Plugin {
    let id = "tap-counter"
    let trail: Trail

    init(trail: Trail) {
        self.trail = trail
    }

    func install(into context: PluginContext) throws {
        try context.on(Control.sendActionsHook, named: "count-taps", scope: .type(Button.self)).onMainActor.after {
            [trail] control, arguments, _ in
            if arguments.events.contains(.touchUpInside) { trail.note("tap on \(control.componentName)") }
        }
    }
}
