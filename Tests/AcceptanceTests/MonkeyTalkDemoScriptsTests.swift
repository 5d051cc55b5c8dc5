import Components
import Interpose
import Plugins
import SampleApp
import Testing

/// MonkeyTalk's own scripts for its demo app play unchanged on the sample app: each command
/// of `form.mt`, `hierarchy.mt`, `login.mt`, `list.mt` and the ant tests, with the variables
/// those scripts take filled in by hand.
@MainActor
@Suite struct MonkeyTalkDemoScriptsTests {
    let sample = SampleApp(registry: AspectRegistry())

    /// Plays `text` on the sample app with the player's defaults (think time, timeouts), and
    /// expects every command to pass, showing the report when one did not.
    func play(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let report = Player(application: sample.application).play(try Script(parsing: text))
        #expect(report.passed, "\(report.text)", sourceLocation: sourceLocation)
    }

    /// The reason the one command `line` fails with.
    func failure(_ line: String) throws -> String? {
        let result = Player(application: sample.application).perform(try #require(Script(parsing: line).commands.first))
        #expect(result.outcome == .failed, "\(line) passed")
        return result.reason
    }

    /// The component with `identifier` on screen, as `type`.
    func shown<V: View>(_ identifier: String, as type: V.Type) throws -> V {
        try #require(sample.window.view(withIdentifier: identifier) as? V)
    }

    @Test("the app starts on the login tab, its five tabs titled as MonkeyTalk's scripts write them")
    func startsOnLogin() throws {
        #expect(sample.tabBar.titles == ["login", "forms", "hierarchy", "List", "settings"])
        #expect(sample.tabBar.selectedTitle == "login" && sample.visibleTitle == "login")
        #expect(try shown("password", as: TextField.self).isSecureTextEntry)
        #expect(try shown("username", as: TextField.self).window === sample.window)
        #expect(sample.window.view(withIdentifier: "settings") == nil, "the settings tab is not on screen")
        try play("TabBar * Verify login\nButton LOGIN Verify\nButton LOGOUT VerifyNot")
    }

    @Test("form.mt: the picker, the switch and the segments by their titles")
    func form() throws {
        try play(
            """
            TabBar * Select forms
            ItemSelector * select Carbon
            CheckBox * on
            ButtonSelector * select B
            CheckBox * off
            ButtonSelector * select A
            ItemSelector * select Nitrogen
            """
        )
        #expect(try shown("element", as: PickerView.self).selectedRow(inComponent: 0) == 6)
        #expect(try shown("forms-summary", as: Label.self).text == "Nitrogen, off, A")
    }

    @Test("hierarchy.mt: rows by their text push a screen, Device * Back pops it, item(N) reads a row")
    func hierarchy() throws {
        try play(
            """
            TabBar * select hierarchy
            Table * select Lithium
            Device * Back
            Table * select Hydrogen
            Device * Back
            Table * verify Helium item(2)
            """
        )
        #expect(sample.visibleTitle == "Elements")
        try play("Table * select Boron\nLabel element-name Verify Boron\nNavigationBar * Verify Boron")
    }

    @Test("login.mt: a user logs in, is welcomed by name, and logs out")
    func login() throws {
        try play(
            """
            TabBar * SelectIndex 1
            Input username Tap
            Input username EnterText fred
            Input password EnterText secret123 enter
            Button LOGIN Tap
            Label * verify "Welcome, fred!" %timeout=20000
            Button LOGOUT Tap %timeout=20000
            """
        )
        #expect(try shown("username", as: TextField.self).text == "fred")
        #expect(try shown("password", as: TextField.self).text.isEmpty, "logging out forgets the password")
    }

    @Test("the ant tests log in and out row after row, on the login tab the app starts on, any name at all")
    func antRows() throws {
        let users = ["justin", "fred", "Héìíô⇐⇑⇝⇜"]
        for user in users {
            try play(
                """
                Input username EnterText "\(user)"
                Input password EnterText password
                Button LOGIN Tap
                Button LOGOUT Verify %timeout=3000
                Label * Verify "Welcome, \(user)!"
                Button LOGOUT Tap
                """
            )
        }
        #expect(try shown("username", as: TextField.self).text == users.last)
    }

    @Test("list.mt: countries by name, the list scrolled to reach them, and item(N) read off the rows")
    func list() throws {
        try play(
            """
            TabBar * Select List %thinktime=500 %timeout=2000
            Table * Select Austria %thinktime=500 %timeout=2000
            Table * Select Afghanistan %thinktime=500 %timeout=2000
            Table * Verify Albania item(2)
            Table * Verify Afghanistan item(1)
            """
        )
        let countries = try shown("countries", as: TableView.self)
        #expect(countries.indexPathForSelectedRow == IndexPath(row: 0))
        #expect(countries.contentSize.height > countries.bounds.height * 4, "most countries need a scroll")
        try play("Table * Select Egypt\nTable * Verify Egypt item(50)")
        #expect(countries.contentOffset.y > 0 && countries.indexPathForSelectedRow == IndexPath(row: 49))
    }

    @Test("what no tab, row or back button answers fails, saying what is there")
    func failures() throws {
        #expect(
            try failure("TabBar * Select Forms")
                == #"Select on TabBar: TabBar "tabs" has no tab titled "Forms"; its tabs are "login", "forms", "#
                + #""hierarchy", "List", "settings""#)
        #expect(
            try failure("TabBar * SelectIndex 6")
                == #"SelectIndex on TabBar: TabBar "tabs" has no tab 6 (it has 5, counted from 1)"#)
        #expect(try failure("Device * Back") == "Back on Device: no navigation bar on screen shows a back button")
        try play("TabBar * Select List")
        #expect(
            try failure("Table * Select Atlantis")
                == #"Select on TableView: TableView "countries" has no row whose text is "Atlantis""#)
        #expect(
            try failure("Table * Verify Albania item(1)")
                == #"TableView "countries" item(1) is "Afghanistan", expected "Albania""#)
    }
}
