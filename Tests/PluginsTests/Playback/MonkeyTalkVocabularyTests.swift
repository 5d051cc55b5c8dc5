import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// MonkeyTalk's names for our types, and its actions that ours lacked, play on the same
/// components through the same declarations; the recorder keeps writing our own names.
@MainActor
@Suite struct MonkeyTalkVocabularyTests {
    let test = PluginTestApp()

    @Test("MonkeyTalk's type names and actions change the components as ours do")
    func form() {
        let form = PlaybackForm(in: test)
        let lines = [
            "Toggle wifi On", "CheckBox wifi On", "ButtonSelector size SelectIndex 3",
            "NumericSelector volume Slide 0.25",
            "Input name EnterText Ada enter", "ItemSelector wheels SelectIndex 4", "Scroller photo Scroll 100 50",
        ]
        test.play(lines.map { c($0) }).expectPassed()
        #expect(form.wifi.isOn, "On leaves a switch that is on alone")
        #expect(form.size.selectedSegmentIndex == 2)
        #expect(form.volume.value == 0.25)
        #expect(form.name.text == "Ada" && !form.name.isFirstResponder)
        #expect(form.wheels.selectedRow(inComponent: 0) == 3)
        #expect(form.photo.contentOffset == Point(x: 100, y: 50))
        test.play([c("Toggle wifi Off"), c("Input name Clear")]).expectPassed()
        #expect(!form.wifi.isOn && form.name.text.isEmpty)
    }

    @Test("SelectIndex counts from 1, and says so of an index below it, in MonkeyTalk's own words")
    func indexFromOne() {
        let form = PlaybackForm(in: test)
        #expect(
            test.play([c("ButtonSelector size SelectIndex 0")]).results.first?.reason
                == "SelectIndex on ButtonSelector: index must be 1 or more, got 0")
        test.play([c("ButtonSelector size SelectIndex 1")]).expectPassed()
        #expect(form.size.selectedSegmentIndex == 0)
    }

    @Test("Drag is Move under MonkeyTalk's name, and Table selects by an index from 1")
    func dragAndTable() throws {
        let form = PlaybackForm(in: test)
        test.play([c("View pad Drag 10 10 60 40")]).expectPassed()
        #expect(
            form.pad.strokes.first?.first == Point(x: 10, y: 10) && form.pad.strokes.first?.last == Point(x: 60, y: 40))
        let navigation = PlaybackNavigation(in: test)
        test.play([c("Table list SelectIndex 1")]).expectPassed()
        #expect(navigation.navigation.viewControllers.count == 2, "row 0 pushes the Wi-Fi screen")
    }

    @Test("a recording of MonkeyTalk's commands is written in our own names, and plays the same")
    func recordedInOurNames() throws {
        _ = PlaybackForm(in: test)
        let recorder = try test.record()
        test.play([c("Toggle wifi Toggle"), c("ButtonSelector size SelectIndex 2")]).expectPassed()
        #expect(recorder.lines == ["Switch wifi Toggle", "SegmentedControl size Select 1"])
    }

    @Test("TouchDown, TouchMove and TouchUp are one finger over three commands; out of order, they fail and say why")
    func touches() {
        let form = PlaybackForm(in: test)
        test.play([c("View pad TouchDown 10 10"), c("View pad TouchMove 20 20 30 35"), c("View pad TouchUp")])
            .expectPassed()
        #expect(
            form.pad.strokes.first?.first == Point(x: 10, y: 10) && form.pad.strokes.first?.last == Point(x: 30, y: 35))
        let report = test.play([c("View pad TouchUp"), c("View pad TouchDown"), c("View pad TouchDown")])
        #expect(report.results.map(\.outcome) == [.failed, .passed, .failed])
        #expect(report.results[0].reason?.contains("TouchDown puts one down") == true, "\(report.text)")
        #expect(report.results[2].reason?.contains("a finger is already down") == true)
    }
}
