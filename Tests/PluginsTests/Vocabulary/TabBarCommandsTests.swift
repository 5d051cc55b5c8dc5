import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// MonkeyTalk's `TabBar`, its `Device * Back`, and selecting rows, wheel rows and segments by
/// the text they show: played through the vocabulary, recorded in our own words.
@MainActor
@Suite struct TabBarCommandsTests {
    let test = PluginTestApp()

    /// A tab bar controller as the window's root: a plain screen, the playback form's
    /// navigation controller and table (`list`, rows "Row 0" to "Row 99"), and a third screen.
    func tabs() -> (TabBarController, PlaybackNavigation) {
        let navigation = PlaybackNavigation(in: test)
        test.window.rootViewController = nil
        navigation.navigation.title = "settings"
        let tabs = test.make {
            TabBarController(viewControllers: [
                ViewController(title: "login"), navigation.navigation, ViewController(title: "List"),
            ])
        }
        tabs.tabBar.accessibilityIdentifier = "tabs"
        test.window.rootViewController = tabs
        navigation.table.frame = Rect(x: 0, y: 0, width: 320, height: 480 - NavigationBar.height - TabBar.height)
        return (tabs, navigation)
    }

    /// The reason `line` fails with.
    func failure(_ line: String) -> String? {
        let result = test.perform(c(line))
        #expect(result.outcome == .failed, "\(line) passed")
        return result.reason
    }

    @Test("Select names a tab by its title, exactly; SelectIndex counts from 1; Verify reads the selected title")
    func select() throws {
        let (tabs, _) = tabs()
        test.play([c("TabBar * Select settings"), c("TabBar * Verify settings")]).expectPassed()
        #expect(tabs.selectedIndex == 1)
        test.play([c("TabBar tabs select List"), c("TabBar tabs VerifyNot settings")]).expectPassed()
        #expect(tabs.selectedIndex == 2)
        test.play([c("TabBar * SelectIndex 1"), c("TabBar * Verify login selectedTitle")]).expectPassed()
        #expect(tabs.selectedIndex == 0)
        test.play([c("TabBar * Verify List item(3)"), c("TabBar * Verify settings item(2)")]).expectPassed()
    }

    @Test("a title no tab has and an index past the tabs fail, saying what the bar has")
    func failures() {
        let (tabs, _) = tabs()
        #expect(
            failure("TabBar * Select Settings")
                == #"Select on TabBar: TabBar "tabs" has no tab titled "Settings"; its tabs are "login", "settings", "List""#
        )
        #expect(
            failure("TabBar * SelectIndex 4")
                == #"SelectIndex on TabBar: TabBar "tabs" has no tab 4 (it has 3, counted from 1)"#)
        #expect(
            failure("TabBar * SelectIndex 0")
                == #"SelectIndex on TabBar: TabBar "tabs" has no tab 0 (it has 3, counted from 1)"#)
        #expect(failure("TabBar * Select") == "Select on TabBar expects 1 argument (title), got 0")
        #expect(failure("TabBar * Verify nope item(4)") == #"TabBar "tabs" has no property "item(4)""#)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Device * Back taps the back button on screen, and fails when no bar shows one")
    func deviceBack() throws {
        let (tabs, navigation) = tabs()
        tabs.selectedIndex = 1
        #expect(
            failure("Device * Back") == "Back on Device: no navigation bar on screen shows a back button")
        test.play([c("Table list Select 0"), c("Device * Back")]).expectPassed()
        test.app.clock.advance(by: navigation.navigation.transitionDuration)
        #expect(navigation.navigation.viewControllers.count == 1)
        tabs.selectedIndex = 0
        #expect(failure("Device * Back") == "Back on Device: no navigation bar on screen shows a back button")
    }

    @Test("a table row is selected by its text, off screen too; a number still counts rows; item(N) reads a row")
    func tableByText() throws {
        let (tabs, navigation) = tabs()
        tabs.selectedIndex = 1
        let player = test.player()
        let report = player.play(
            try Script(
                parsing: """
                    Table list Select 3
                    Table * Select "Row 42"
                    """))
        report.expectPassed()
        #expect(navigation.selections.map(\.row) == [3, 42])
        #expect(navigation.table.indexPathsForVisibleRows.contains(IndexPath(row: 42)))
        let more = player.play(
            try Script(
                parsing: """
                    Table * Select "Row 7" 0
                    Table * Verify "Row 1" item(2)
                    Table * Verify "Row 99" item(100,1)
                    Table * ScrollToRow "Row 50"
                    """))
        more.expectPassed()
        #expect(navigation.selections.map(\.row) == [3, 42, 7])
        #expect(navigation.table.indexPathsForVisibleRows.first == IndexPath(row: 50))
        #expect(
            failure("Table list Select Atlantis")
                == #"Select on TableView: TableView "list" has no row whose text is "Atlantis""#)
        #expect(
            failure("Table list Select Atlantis 2")
                == #"Select on TableView: TableView "list" has no section 2 (it has 1)"#)
        #expect(failure("Table list Select 1.5") == #"Select on TableView: row "1.5" is not a whole number"#)
        #expect(failure("Table list Verify x item(101)") == #"TableView "list" has no property "item(101)""#)
    }

    @Test("a wheel's row and a segment are selected by their titles as well as by number")
    func pickerAndSegmentsByTitle() {
        let form = PlaybackForm(in: test)
        test.play([
            c("ItemSelector wheels Select L"), c("PickerView wheels Select blue 1"), c("ButtonSelector size Select M"),
            c("PickerView wheels Verify XS item(1)"), c("PickerView wheels Verify black item(4,2)"),
            c("SegmentedControl size Verify L item(3)"),
        ]).expectPassed()
        #expect(form.wheels.selectedRow(inComponent: 0) == 3 && form.wheels.selectedRow(inComponent: 1) == 2)
        #expect(form.size.selectedSegmentIndex == 1)
        test.play([c("PickerView wheels Select 1"), c("SegmentedControl size Select 2")]).expectPassed()
        #expect(form.wheels.selectedRow(inComponent: 0) == 1 && form.size.selectedSegmentIndex == 2)
        #expect(
            failure("PickerView wheels Select XXL")
                == #"Select on PickerView: PickerView "wheels" has no row titled "XXL" in component 0; its rows are "XS", "S", "M", "L", "XL""#
        )
        #expect(
            failure("ButtonSelector size Select XL")
                == #"Select on SegmentedControl: SegmentedControl "size" has no segment titled "XL"; its segments are "S", "M", "L""#
        )
        #expect(
            failure("PickerView wheels Select S 3")
                == #"Select on PickerView: PickerView "wheels" has no component 3 (it has 2)"#)
    }

    @Test("a tap on a tab records Select with its title, through the bar; the tabs' content records as before")
    func recording() throws {
        let (tabs, _) = tabs()
        let recorder = try test.record()
        try test.input.tap(try #require(tabs.tabBar.button(titled: "settings")))
        try test.input.tapRow(
            at: IndexPath(row: 3), in: try #require(test.window.view(withIdentifier: "list") as? TableView))
        try test.input.tap(tabs.tabBar.buttons[2])
        try test.input.tap(tabs.tabBar.buttons[2])
        #expect(
            recorder.lines == [
                "TabBar tabs Select settings", "TableView list Select 3", "TabBar tabs Select List",
                "TabBar tabs Select List",
            ])
        #expect(recorder.recordedCommands.allSatisfy { $0.warnings.isEmpty })
    }

    @Test("a recorded tab selection replays on a fresh app, and the replay records it again")
    func replay() throws {
        let (tabs, _) = tabs()
        let recorder = try test.record()
        let report = test.player().play(try Script(parsing: "TabBar * Select List\nTabBar * SelectIndex 2\n"))
        report.expectPassed()
        #expect(tabs.selectedIndex == 1)
        #expect(recorder.lines == ["TabBar tabs Select List", "TabBar tabs Select settings"])
    }

    @Test("the exporter writes tab and by-text selections as Swift a person would write")
    func swiftExport() throws {
        let exporter = SwiftTestExporter(testName: "tabs", setup: ["let app = makeApp()"], application: "app")
        let source = exporter.source(
            for: try Script(
                parsing: """
                    TabBar * Select forms
                    TabBar * SelectIndex 3
                    Table * Select Lithium
                    ItemSelector * Select Carbon
                    ButtonSelector * Select B
                    Device * Back
                    """))
        for line in [
            #"try input.tap(#require(find(TabBar.self, "*").button(titled: "forms")))"#,
            #"try input.tap(find(TabBar.self, "*").buttons[2])"#,
            #"try input.tapRow(at: #require(table.indexPathForRow(withText: "Lithium")), in: table)"#,
            #"let row = try #require(picker.row(titled: "Carbon", inComponent: 0))"#,
            #"try input.tap(segments, at: #require(segments.frameForSegment(at: #require(segments.titles.firstIndex(of: "B")))).center)"#,
            #"try input.tap(find(NavigationBar.self, "*").backButton)"#,
        ] {
            #expect(source.contains(line), "\(source)")
        }
    }
}
