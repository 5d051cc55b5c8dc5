import Components
import Foundation
import Interpose

/// Counts and times what happens in an application: screens shown, control events, commands
/// recorded or played. The everyday use of the library: a plugin on the bus and one hook.
///
/// It keeps one ``AnalyticsEvent`` per screen visit (a view controller with no children,
/// timed on the virtual clock from appearing to disappearing; containers such as a navigation
/// controller are not screens), per control event as the control sent it (from the
/// ``TargetActionListener``: a slider dragged sends one at each step) and per command (from the
/// ``Recorder``'s ``CommandRecorded``: one per slide), exports them as JSON Lines, and sums
/// them up in an ``AnalyticsSummary``: per screen, per component, per command, and the funnel
/// of screens visited. <doc:CountingWhatHappens> shows what a session writes.
///
/// ```swift
/// let analytics = Analytics(application: app)
/// try host.install(TargetActionListener(), analytics)
/// …
/// print(analytics.summary.table)
/// try analytics.jsonLines().write(to: url, atomically: true, encoding: .utf8)
/// ```
///
/// The screens showing when it is installed count as visited from that moment. Text typed
/// into fields is never kept, secure or not: a text field's events carry only
/// their names.
public final class Analytics: Plugin {
    /// The plugin's identifier.
    public static let id = "analytics"
    /// The plugin's identifier: ``Analytics/id-type.property``.
    public var id: String { Self.id }
    /// The target-action listener, whose control events it counts.
    public var dependencies: [String] { [TargetActionListener.id] }

    private let application: Application
    private let state = Locked(State())

    private struct State {
        var events: [AnalyticsEvent] = []
        var openScreens: [ObjectIdentifier: Int] = [:]
        var lastCommand: Int?
    }

    /// Creates an analytics plugin timing events on `application`'s virtual clock.
    public init(application: Application) {
        self.application = application
    }

    /// Subscribes to control events and recorded commands, and watches screens appear.
    public func install(into context: PluginContext) throws {
        try context.on(ViewController.appearanceHook, named: id).onMainActor.after { [weak self] screen, call, _ in
            self?.screen(screen, did: call.callback)
        }
        try context.onMainActor.subscribe(to: ControlEvent.self, named: id) { [weak self] event in
            self?.control(event)
        }
        try context.subscribe(to: CommandRecorded.self, named: id) { [weak self] event in
            self?.command(event)
        }
        try context.subscribe(to: CommandPlayed.self, from: application, named: id) { [weak self] event in
            self?.played(event.result)
        }
        MainActor.assumeIsolated {
            for screen in application.visibleViewControllers { self.screen(screen, did: .viewDidAppear) }
        }
    }

    /// Every event so far, in order.
    public var events: [AnalyticsEvent] { state.withLock { $0.events } }

    /// The events summed up.
    public var summary: AnalyticsSummary { AnalyticsSummary(events: events) }

    /// The events as JSON Lines: one JSON object a line, keys sorted, ready for any pipeline.
    public func jsonLines() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return events.compactMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) + "\n" }
            .joined()
    }

    /// Adds an event of its own, such as a command a player ran, with its duration.
    public func log(_ event: AnalyticsEvent) {
        state.withLock { $0.events.append(event) }
    }

    @MainActor
    private func screen(_ screen: ViewController, did callback: AppearanceCallback) {
        guard screen.children.isEmpty, screen.application === application || screen.application == nil else {
            return
        }
        let now = application.clock.now
        let key = ObjectIdentifier(screen)
        state.withLock { state in
            switch callback {
            case .viewDidAppear:
                state.openScreens[key] = state.events.count
                state.events.append(AnalyticsEvent(kind: .screen, time: now, name: screen.title ?? "untitled"))
            case .viewDidDisappear:
                guard let index = state.openScreens.removeValue(forKey: key) else { return }
                state.events[index].duration = now - state.events[index].time
            default: break
            }
        }
    }

    @MainActor
    private func control(_ event: ControlEvent) {
        guard event.control.application === application else { return }
        let detail: String
        switch event.value {
        case .text, .redacted, .none: detail = event.events.names.joined(separator: "+")
        default: detail = "\(event.events.names.joined(separator: "+")) \(event.value)"
        }
        let name = event.control.componentName
        log(AnalyticsEvent(kind: .control, time: event.time, name: name, detail: detail))
    }

    private func played(_ result: CommandResult) {
        let command = result.command
        log(
            AnalyticsEvent(
                kind: .command, time: result.start,
                name: "\(command.action) \(command.componentType) \(command.identifier)",
                detail: "played \(result.outcome)", duration: result.duration))
    }

    private func command(_ event: CommandRecorded) {
        let command = event.recorded.command
        let record = AnalyticsEvent(
            kind: .command, time: event.time, name: "\(command.action) \(command.componentType) \(command.identifier)",
            detail: "recorded")
        state.withLock { state in
            if event.replacesPrevious, let last = state.lastCommand {
                state.events[last] = AnalyticsEvent(
                    kind: .command, time: state.events[last].time, name: record.name, detail: record.detail)
            } else {
                state.lastCommand = state.events.count
                state.events.append(record)
            }
        }
    }
}
