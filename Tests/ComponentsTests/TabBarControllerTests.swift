import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct TabBarControllerTests {
    let test = TestApp()
    let trail = Trail()

    func screen(_ title: String, orientations: InterfaceOrientationMask = .portrait) -> Screen {
        test.make { Screen(title, trail: trail, orientations: orientations) }
    }

    /// A tab bar controller with a tab per title as the window's root, and the trail cleared.
    func tabs(_ titles: String...) -> (TabBarController, [Screen]) {
        let screens = titles.map { screen($0) }
        let tabs = test.make { TabBarController(viewControllers: screens) }
        test.window.rootViewController = tabs
        trail.clear()
        return (tabs, screens)
    }

    @Test("each controller is a tab titled as it is; the first shows above the bar along the bottom")
    func layout() throws {
        let screens = ["login", "forms", "List"].map { screen($0) }
        let tabs = test.make { TabBarController(viewControllers: screens) }
        #expect(tabs.tabBar.titles == ["login", "forms", "List"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === screens[0])
        #expect(!screens[0].isViewLoaded, "nothing loads before the tab bar controller's view does")
        test.window.rootViewController = tabs
        #expect(trail.all == ["login viewDidLoad", "login viewWillAppear false", "login viewDidAppear false"])
        #expect(tabs.viewControllers === screens && screens.allSatisfy { $0.tabBarController === tabs })
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 480 - TabBar.height, width: 320, height: TabBar.height))
        #expect(screens[0].view.superview === tabs.containerView)
        #expect(screens[0].view.frame == Rect(x: 0, y: 0, width: 320, height: 480 - TabBar.height))
        #expect(!screens[1].isViewLoaded && !screens[2].isViewLoaded)
        let third: Double = 320.0 / 3
        #expect(tabs.tabBar.buttons.map(\.frame.width) == [third, third, third])
        #expect(tabs.tabBar.buttons.map(\.isSelected) == [true, false, false])
        #expect(test.app.visibleViewControllers.compactMap(\.title) == ["login"])
    }

    @Test("a tap on a tab's button swaps the shown child, with the callbacks in UIKit's order")
    func tapSelects() throws {
        let (tabs, screens) = tabs("login", "forms", "List")
        try test.input.tap(try #require(tabs.tabBar.button(titled: "forms")))
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedTitle == "forms")
        #expect(
            trail.all == [
                "forms viewDidLoad", "login viewWillDisappear false", "forms viewWillAppear false",
                "login viewDidDisappear false", "forms viewDidAppear false",
            ])
        #expect(tabs.containerView.subviews === [screens[1].view])
        #expect(screens[0].view.superview == nil && screens[0].appearance == .disappeared)
        #expect(test.window.view(withIdentifier: "forms.go") != nil)
        #expect(test.window.view(withIdentifier: "login.go") == nil)
        #expect(tabs.tabBar.buttons.map(\.isSelected) == [false, true, false])
        trail.clear()
        try test.input.tap(try #require(tabs.tabBar.button(titled: "forms")))
        #expect(trail.all.isEmpty, "tapping the tab shown changes nothing")
    }

    @Test("setting selectedIndex or selectedViewController selects; a tab that is not there changes nothing")
    func selectInCode() {
        let (tabs, screens) = tabs("login", "forms", "List")
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === screens[2] && screens[2].appearance == .appeared)
        tabs.selectedViewController = screens[0]
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = 3
        tabs.selectedIndex = -1
        tabs.selectedIndex = nil
        tabs.selectedViewController = screen("elsewhere")
        #expect(tabs.selectedIndex == 0 && tabs.containerView.subviews === [screens[0].view])
    }

    @Test("advice on the select hook sees taps and code alike, and instead advice keeps the tab shown")
    func hook() throws {
        let (tabs, _) = tabs("login", "forms", "List")
        let seen = Trail()
        let token = try test.registry.on(TabBarController.selectHook).onMainActor.before { tabs, index in
            seen.note("select \(tabs.viewControllers[index].title ?? "?")")
        }
        try test.input.tap(tabs.tabBar.buttons[2])
        tabs.selectedIndex = 1
        tabs.selectedIndex = 7
        #expect(seen.all == ["select List", "select forms"])
        token.remove()
        try test.registry.on(TabBarController.selectHook).onMainActor.instead { _, _ in }
        try test.input.tap(tabs.tabBar.buttons[0])
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedTitle == "forms")
        #expect(TabBarController.declaredHooks.map(\.name).contains("TabBarController.select"))
        #expect(ComponentHooks.declaredHooks.map(\.name).contains("TabBarController.select"))
    }

    @Test("a tab follows its controller's title")
    func titles() {
        let (tabs, screens) = tabs("login", "forms")
        screens[1].title = "Forms"
        screens[0].title = nil
        #expect(tabs.tabBar.titles == ["", "Forms"])
    }

    @Test("a navigation controller in a tab pushes and pops inside it, under the same bar")
    func navigationInATab() throws {
        let inbox = screen("Inbox")
        let navigation = test.make { NavigationController(rootViewController: inbox) }
        navigation.title = "mail"
        let other = screen("other")
        let tabs = test.make { TabBarController(viewControllers: [other, navigation]) }
        test.window.rootViewController = tabs
        try test.input.tap(try #require(tabs.tabBar.button(titled: "mail")))
        let message = screen("Message")
        navigation.push(message, animated: false)
        #expect(message.tabBarController === tabs && message.navigationController === navigation)
        #expect(navigation.view.frame.height == 480 - TabBar.height)
        #expect(test.app.visibleViewControllers.compactMap(\.title) == ["mail", "Message"])
        try test.input.tap(navigation.navigationBar.backButton)
        test.app.clock.advance(by: navigation.transitionDuration)
        #expect(navigation.topViewController === inbox)
        try test.input.tap(try #require(tabs.tabBar.button(titled: "other")))
        #expect(navigation.appearance == .disappeared && inbox.appearance == .disappeared)
        #expect(other.appearance == .appeared)
    }

    @Test("new tabs keep the tab shown when it stays; controllers that go leave, and those shown elsewhere stay out")
    func replacingTabs() {
        let (tabs, screens) = tabs("login", "forms", "List")
        tabs.selectedIndex = 1
        let elsewhere = screen("elsewhere")
        let otherWindow = test.make { Window() }
        otherWindow.rootViewController = elsewhere
        let extra = screen("extra")
        trail.clear()
        tabs.setViewControllers([extra, screens[1], elsewhere, extra, tabs])
        #expect(tabs.viewControllers === [extra, screens[1]])
        #expect(tabs.selectedViewController === screens[1] && trail.all.isEmpty)
        #expect(screens[0].parent == nil && screens[2].parent == nil && elsewhere.parent == nil)
        #expect(tabs.tabBar.titles == ["extra", "forms"] && tabs.tabBar.selectedTitle == "forms")
        tabs.setViewControllers([screens[2]])
        #expect(tabs.selectedViewController === screens[2])
        #expect(
            trail.all == [
                "forms viewWillDisappear false", "forms viewDidDisappear false", "List viewDidLoad",
                "List viewWillAppear false", "List viewDidAppear false",
            ])
        tabs.setViewControllers([])
        #expect(tabs.selectedIndex == nil && tabs.tabBar.buttons.isEmpty && tabs.containerView.subviews.isEmpty)
    }

    @Test("the selected tab decides rotation, and the bar stays along the bottom of the turned window")
    func rotation() throws {
        let portrait = screen("portrait")
        let free = screen("free", orientations: .all)
        let tabs = test.make { TabBarController(viewControllers: [portrait, free]) }
        test.window.rootViewController = tabs
        test.input.rotateDevice(to: .landscapeLeft)
        #expect(test.app.device.interfaceOrientation == .portrait)
        tabs.selectedIndex = 1
        test.input.rotateDevice(to: .landscapeRight)
        #expect(test.app.device.interfaceOrientation.isLandscape)
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 320 - TabBar.height, width: 480, height: TabBar.height))
        #expect(free.view.frame.size == Size(width: 480, height: 320 - TabBar.height))
        #expect(tabs.tabBar.buttons.last?.frame.maxX == 480)
    }
}
