import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

@MainActor
@Suite struct AnalyticsTests {
    let test = PluginTestApp()

    /// A navigation controller over a Home screen with a Form screen that holds a slider and a
    /// name field, the analytics, the listener and a recorder installed.
    func session() throws -> (Analytics, NavigationController, ViewController) {
        let analytics = Analytics(application: test.app)
        try test.host.install([TargetActionListener(), Recorder(application: test.app), analytics])
        let home = test.make { ViewController(title: "Home") }
        let form = test.make { ViewController(title: "Form") }
        let navigation = test.make { NavigationController(rootViewController: home) }
        test.window.rootViewController = navigation
        return (analytics, navigation, form)
    }

    @Test("screens are counted and timed on the virtual clock, in a funnel of visits")
    func screens() throws {
        let (analytics, navigation, form) = try session()
        test.app.clock.advance(by: 2)
        navigation.push(form, animated: false)
        test.app.clock.advance(by: 3)
        _ = navigation.popViewController(animated: false)
        let summary = analytics.summary
        #expect(summary.funnel == ["Home", "Form", "Home"])
        #expect(summary.screens.map(\.name) == ["Home", "Form"])
        #expect(summary.screens.map(\.count) == [2, 1])
        #expect(summary.screens[1].time == 3)
        #expect(summary.screens[0].time == 2)
    }

    @Test("control events and commands are counted per component and per action, text never kept")
    func controlsAndCommands() throws {
        let (analytics, _, _) = try session()
        let volume = test.add("volume") { Slider(frame: Rect(x: 20, y: 100, width: 200, height: 30)) }
        let name = test.add("name") { TextField(frame: Rect(x: 20, y: 160, width: 200, height: 30)) }
        try test.input.slide(volume, to: 0.5)
        try test.input.typeText("Ada", into: name)
        let summary = analytics.summary
        #expect(summary.components.map(\.name) == ["Slider \"volume\"", "TextField \"name\""])
        #expect(summary.commands.map(\.name) == ["Slide", "EnterText"])
        #expect(summary.commands.map(\.count) == [1, 1])
        #expect(!analytics.jsonLines().contains("Ada"))
        #expect(summary.table.contains("funnel: Home"))
    }

    @Test("the JSON Lines export is one parseable object a line, in order")
    func jsonLines() throws {
        let (analytics, navigation, form) = try session()
        navigation.push(form, animated: false)
        let lines = analytics.jsonLines().split(separator: "\n")
        #expect(lines.count == analytics.events.count && lines.count == 2)
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["name"] as? String } == ["Home", "Form"])
        #expect(objects.allSatisfy { $0["kind"] as? String == "screen" })
    }

    @Test("commands a player plays are counted once each, with their virtual duration")
    func playedCommands() throws {
        let (analytics, _, _) = try session()
        let volume = test.add("volume") { Slider(frame: Rect(x: 20, y: 100, width: 200, height: 30)) }
        let script = Script(commands: [
            Command("Slider", "volume", "Slide", ["0.5"]), Command("Slider", "volume", "Verify", ["0.5"]),
        ])
        let report = Player(application: test.app, bus: test.bus).play(script)
        #expect(report.passed && volume.value == 0.5)
        let commands = analytics.summary.commands
        #expect(commands.map(\.name) == ["Slide", "Verify"])
        #expect(commands.map(\.count) == [1, 1])
        #expect(commands[0].time == report.results[0].duration && commands[0].time > 0)
    }
}
