import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct NavigationTests {
    let test = TestApp()
    let trail = Trail()

    func screen(_ title: String) -> Screen {
        test.make { Screen(title, trail: trail) }
    }

    /// A navigation controller showing `titles[0]` as the window's root, with the other titles
    /// pushed without animation, and the trail cleared.
    func navigation(_ titles: String...) -> (NavigationController, [Screen]) {
        let screens = titles.map(screen)
        let navigation = test.make { NavigationController(rootViewController: screens[0]) }
        test.window.rootViewController = navigation
        for screen in screens.dropFirst() { navigation.push(screen, animated: false) }
        trail.clear()
        return (navigation, screens)
    }

    var backButton: Button? { test.window.view(withIdentifier: "Back") as? Button }

    @Test("a window's root view controller loads its view once, fills the window and appears")
    func rootViewController() {
        let inbox = screen("Inbox")
        #expect(!inbox.isViewLoaded)
        test.window.rootViewController = inbox
        #expect(inbox.view.superview === test.window)
        #expect(inbox.view.frame == test.window.bounds)
        #expect(inbox.appearance == .appeared)
        #expect(trail.all == ["Inbox viewDidLoad", "Inbox viewWillAppear false", "Inbox viewDidAppear false"])
        #expect(test.app.visibleViewControllers.map(\.title) == ["Inbox"])
        test.window.rootViewController = nil
        #expect(inbox.view.superview == nil)
        #expect(trail.all.suffix(2) == ["Inbox viewWillDisappear false", "Inbox viewDidDisappear false"])
    }

    @Test("a push without animation moves the views and sends the callbacks in UIKit's order at once")
    func pushWithoutAnimation() throws {
        let (navigation, screens) = navigation("Inbox")
        let message = screen("Message")
        navigation.push(message, animated: false)
        #expect(
            trail.all == [
                "Message viewDidLoad", "Inbox viewWillDisappear false", "Message viewWillAppear false",
                "Inbox viewDidDisappear false", "Message viewDidAppear false",
            ])
        #expect(navigation.viewControllers === [screens[0], message])
        #expect(navigation.topViewController === message && message.navigationController === navigation)
        #expect(message.view.superview === navigation.containerView)
        #expect(screens[0].view.superview == nil)
        #expect(message.view.frame == navigation.containerView.bounds)
        #expect(test.window.view(withIdentifier: "Message.go") != nil)
        #expect(test.window.view(withIdentifier: "Inbox.go") == nil)
    }

    @Test("an animated push runs on the virtual clock: will callbacks at once, did callbacks at the end")
    func animatedPush() {
        let (navigation, screens) = navigation("Inbox")
        let message = screen("Message")
        navigation.push(message, animated: true)
        #expect(navigation.topViewController === message)
        #expect(navigation.isTransitioning)
        #expect(trail.all == ["Message viewDidLoad", "Inbox viewWillDisappear true", "Message viewWillAppear true"])
        #expect(navigation.containerView.subviews.count == 2)
        test.app.clock.advance(by: navigation.transitionDuration - 0.01)
        #expect(trail.all.count == 3)
        test.app.clock.advance(by: 0.01)
        #expect(trail.all.suffix(2) == ["Inbox viewDidDisappear true", "Message viewDidAppear true"])
        #expect(!navigation.isTransitioning)
        #expect(navigation.containerView.subviews === [message.view])
        #expect(screens[0].appearance == .disappeared && message.appearance == .appeared)
    }

    @Test("popping returns the popped controller and shows the one beneath, animated or not")
    func pop() {
        let (navigation, screens) = navigation("Inbox", "Message", "Reply")
        #expect(navigation.popViewController(animated: false) === screens[2])
        #expect(
            trail.all == [
                "Reply viewWillDisappear false", "Message viewWillAppear false",
                "Reply viewDidDisappear false", "Message viewDidAppear false",
            ])
        #expect(screens[2].navigationController == nil && screens[2].parent == nil)
        trail.clear()
        #expect(navigation.popViewController(animated: true) === screens[1])
        #expect(navigation.viewControllers === [screens[0]])
        #expect(trail.all == ["Message viewWillDisappear true", "Inbox viewWillAppear true"])
        test.app.clock.advance(by: navigation.transitionDuration)
        #expect(trail.all.suffix(2) == ["Message viewDidDisappear true", "Inbox viewDidAppear true"])
        #expect(navigation.containerView.subviews === [screens[0].view])
    }

    @Test("popping the root is a no-op that returns nil")
    func popRoot() {
        let (navigation, screens) = navigation("Inbox")
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true).isEmpty)
        #expect(navigation.viewControllers === screens)
        #expect(trail.all.isEmpty)
        #expect(!navigation.isTransitioning)
    }

    @Test("popping to the root or to a controller pops everything above it; only the top disappears")
    func popToController() {
        let (navigation, screens) = navigation("A", "B", "C", "D")
        #expect(navigation.popToViewController(screens[1], animated: false) === [screens[2], screens[3]])
        #expect(navigation.topViewController === screens[1])
        #expect(
            trail.all == [
                "D viewWillDisappear false", "B viewWillAppear false", "D viewDidDisappear false",
                "B viewDidAppear false",
            ])
        #expect(navigation.popToViewController(screen("Elsewhere"), animated: false).isEmpty)
        #expect(navigation.popToViewController(screens[1], animated: false).isEmpty)
        #expect(navigation.popToRootViewController(animated: false) === [screens[1]])
        #expect(navigation.viewControllers === [screens[0]])
    }

    @Test("the back button is a real button named after the previous screen, and tapping it pops")
    func backButtonPops() throws {
        let (navigation, screens) = navigation("Inbox")
        #expect(backButton?.isHidden == true)
        #expect(throws: SynthesisError.hidden(component: "Button \"Back\"")) { try test.input.tap(backButton!) }
        navigation.push(screen("Message"), animated: false)
        #expect(backButton?.isHidden == false)
        #expect(backButton?.title == "Inbox")
        #expect(navigation.navigationBar.title == "Message")
        trail.clear()
        try test.input.tap(try #require(backButton))
        #expect(navigation.viewControllers === screens)
        #expect(trail.all == ["Message viewWillDisappear true", "Inbox viewWillAppear true"])
        test.app.clock.advance(by: navigation.transitionDuration)
        #expect(trail.all.last == "Inbox viewDidAppear true")
        #expect(backButton?.isHidden == true)
        #expect(navigation.navigationBar.title == "Inbox")
    }

    @Test("seed 000: a synthesized tap inside a navigation controller pushes the detail screen; Back pops it")
    func seedScenario() throws {
        let (navigation, screens) = navigation("Inbox")
        let go = try #require(test.window.view(withIdentifier: "Inbox.go") as? Button)
        let test = self.test
        go.addTarget(navigation, action: "showDetail", for: .touchUpInside) { navigation, _, _ in
            navigation.push(test.make { Screen("Detail", trail: screens[0].trail) }, animated: true)
        }
        try test.input.tap(go)
        test.app.clock.advance(by: navigation.transitionDuration)
        #expect(navigation.topViewController?.title == "Detail")
        let detailButton = try #require(test.window.view(withIdentifier: "Detail.go"))
        try test.input.tap(detailButton)  // on screen, in front: a user can touch it
        try test.input.tap(try #require(backButton))
        test.app.clock.advance(by: navigation.transitionDuration)
        #expect(navigation.topViewController === screens[0])
        #expect(test.window.view(withIdentifier: "Detail.go") == nil)
        #expect(
            trail.all == [
                "Detail viewDidLoad", "Inbox viewWillDisappear true", "Detail viewWillAppear true",
                "Inbox viewDidDisappear true", "Detail viewDidAppear true",
                "Detail viewWillDisappear true", "Inbox viewWillAppear true",
                "Detail viewDidDisappear true", "Inbox viewDidAppear true",
            ])
    }

    @Test("the bar follows title changes; an untitled previous screen makes the back button say Back")
    func barTitles() {
        let (navigation, screens) = navigation("Inbox", "Message")
        screens[1].title = "Re: lunch"
        #expect(navigation.navigationBar.title == "Re: lunch")
        screens[0].title = nil
        #expect(backButton?.title == "Back")
        #expect(backButton?.accessibilityLabel == "Back")
    }

    @Test("advice on the push and pop hooks sees every navigation, the back button's too")
    func hooks() throws {
        let (navigation, _) = navigation("Inbox")
        let seen = Trail()
        try test.registry.on(NavigationController.pushHook).onMainActor.before { _, arguments in
            seen.note("push \(arguments.viewController.title ?? "?") animated=\(arguments.animated)")
        }
        try test.registry.on(NavigationController.popHook).onMainActor.after { _, arguments, popped in
            seen.note("pop to \(arguments.to.title ?? "?") popped \(popped.compactMap(\.title))")
        }
        navigation.push(screen("Message"), animated: false)
        navigation.push(screen("Reply"), animated: true)
        try test.input.tap(try #require(backButton))
        navigation.popToRootViewController(animated: false)
        navigation.popViewController(animated: false)
        #expect(
            seen.all == [
                "push Message animated=false", "push Reply animated=true",
                "pop to Message popped [\"Reply\"]", "pop to Inbox popped [\"Message\"]",
            ])
    }

    @Test("advice can veto a push: instead advice on the hook keeps the stack as it was")
    func vetoPush() throws {
        let (navigation, screens) = navigation("Inbox")
        try test.registry.on(NavigationController.pushHook).onMainActor.instead { _, _ in }
        navigation.push(screen("Message"), animated: false)
        #expect(navigation.viewControllers === screens)
    }

    @Test("pushes that make no sense do nothing and never reach the hook")
    func badPushes() throws {
        let (navigation, screens) = navigation("Inbox", "Message")
        let seen = Trail()
        try test.registry.on(NavigationController.pushHook).onMainActor.before { _, _ in seen.note("push") }
        navigation.push(screens[0], animated: false)
        navigation.push(screens[1], animated: true)
        navigation.push(test.make { NavigationController() }, animated: false)
        let shownElsewhere = screen("Other")
        let otherWindow = test.make { Window() }
        otherWindow.rootViewController = shownElsewhere
        navigation.push(shownElsewhere, animated: false)
        #expect(navigation.viewControllers === screens)
        #expect(seen.all.isEmpty)
        #expect(!navigation.isTransitioning)
    }

    @Test("a push while an animated transition runs finishes the running one first")
    func pushDuringTransition() {
        let (navigation, screens) = navigation("Inbox")
        let message = screen("Message")
        let reply = screen("Reply")
        navigation.push(message, animated: true)
        navigation.push(reply, animated: false)
        #expect(
            trail.all == [
                "Message viewDidLoad", "Inbox viewWillDisappear true", "Message viewWillAppear true",
                "Inbox viewDidDisappear true", "Message viewDidAppear true",
                "Reply viewDidLoad", "Message viewWillDisappear false", "Reply viewWillAppear false",
                "Message viewDidDisappear false", "Reply viewDidAppear false",
            ])
        #expect(navigation.viewControllers === [screens[0], message, reply])
        #expect(navigation.containerView.subviews === [reply.view])
        test.app.clock.advance(by: 1)
        #expect(trail.all.count == 10)
    }

    @Test("a navigation controller not on screen changes its stack without appearance callbacks")
    func offScreen() {
        let inbox = screen("Inbox")
        let navigation = test.make { NavigationController(rootViewController: inbox) }
        navigation.push(screen("Message"), animated: true)
        #expect(navigation.viewControllers.compactMap(\.title) == ["Inbox", "Message"])
        #expect(!navigation.isTransitioning)
        #expect(trail.all.isEmpty)
        test.window.rootViewController = navigation
        #expect(trail.all == ["Message viewDidLoad", "Message viewWillAppear false", "Message viewDidAppear false"])
    }

    @Test("a screen's view passes what it does not handle to its controller, then up the view tree")
    func responderChain() {
        let (navigation, screens) = navigation("Inbox")
        let button = test.window.view(withIdentifier: "Inbox.go")
        #expect(button?.next === screens[0].view)
        #expect(screens[0].view.next === screens[0])
        #expect(screens[0].next === navigation.containerView)
        #expect(navigation.view.next === navigation)
        #expect(navigation.next === test.window)
        #expect(screens[0].application === test.app)
    }

    @Test("a view controller's views are built with its own registry")
    func registryWhileLoading() throws {
        let inbox = screen("Inbox")
        let elsewhere = AspectRegistry()
        AspectRegistry.$current.withValue(elsewhere) { _ = inbox.view }
        let button = try #require(inbox.view.view(withIdentifier: "Inbox.go"))
        #expect(button.aspectRegistry === test.registry)
    }
}
