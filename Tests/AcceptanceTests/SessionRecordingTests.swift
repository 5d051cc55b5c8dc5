import Components
import Interpose
import Plugins
import SampleApp
import Testing

/// The built-in session on the sample app, recorded.
@MainActor
@Suite struct SessionRecordingTests {
    @Test("the built-in session records as a person would write it")
    func recordsTheSession() throws {
        let sample = SampleApp(registry: AspectRegistry())
        let host = PluginHost(registry: sample.registry, bus: EventBus())
        let recorder = Recorder(application: sample.application)
        try host.install(recorder)
        try sample.performSession { try recorder.checkpoint($0) }
        let lines = recorder.recordedCommands.map { recorded in
            ([recorded.command.componentType, recorded.command.identifier, recorded.command.action]
                + recorded.command.arguments).joined(separator: " ")
        }
        #expect(
            lines == [
                "TabBar tabs Select settings", "TableView settings Select 0", "TextField name EnterText Ada",
                "TextField email EnterText ada@example.com",
                "TextField password EnterText ${password} return", "Slider volume Slide 0.8",
                "Switch notifications Toggle", "Stepper guests Increment", "Stepper guests Increment",
                "SegmentedControl size Select 2", "PickerView colour Select 3 0", "Button save Tap",
                "Label summary Verify Saved Ada, L, green, 4 guests", "NavigationBar Profile Back",
                "TableView settings Select 1", "Canvas canvas Move 40 60 90 80 150 140 200 150",
                "Canvas canvas Move 60 300 110 300 160 300 210 300 260 300", "Label strokes Verify 2 strokes",
                "NavigationBar Sketch Back", "TableView settings Select 2", "ScrollView photo Pinch 2 160 218",
                "ScrollView photo ScrollTo 260 368", "NavigationBar Photo Back", "TableView settings ScrollTo 0 300",
                "TableView settings Select 20", "Device * Rotate landscapeLeft", "Device * Shake",
            ])
        #expect(recorder.recordedCommands.allSatisfy { $0.warnings.isEmpty })
        #expect(!"\(recorder.recordedCommands)".contains("correct horse"))
    }
}
