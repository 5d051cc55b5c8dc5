import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct RotationTests {
    let test = TestApp()
    let trail = Trail()

    var device: Device { test.app.device }

    func show(_ orientations: InterfaceOrientationMask, title: String = "Screen") -> Screen {
        let screen = test.make { Screen(title, trail: trail, orientations: orientations) }
        test.window.rootViewController = screen
        trail.clear()
        return screen
    }

    @Test("a portrait-only screen, the default, keeps the interface upright when the device turns")
    func portraitOnly() {
        let screen = test.make { ViewController(title: "Plain") }
        test.window.rootViewController = screen
        #expect(!device.rotate(to: .landscapeLeft, animated: false))
        #expect(device.orientation == .landscapeLeft)
        #expect(device.interfaceOrientation == .portrait)
        #expect(screen.interfaceOrientation == .portrait)
        #expect(test.window.bounds.size == Size(width: 320, height: 480))
    }

    @Test("a screen that allows it turns with the device: callbacks in order, the window swaps width and height")
    func turnsWithoutAnimation() {
        let screen = show(.all)
        #expect(device.rotate(to: .landscapeLeft, animated: false))
        #expect(device.interfaceOrientation == .landscapeRight)
        #expect(
            trail.all == [
                "Screen willRotate to landscapeRight in 0.0 from portrait",
                "Screen willAnimateRotation to landscapeRight size 480×320",
                "Screen didRotate from portrait to landscapeRight",
            ])
        #expect(test.window.bounds.size == Size(width: 480, height: 320))
        #expect(screen.view.frame == test.window.bounds)
        #expect(device.rotate(to: .portraitUpsideDown, animated: false))
        #expect(test.window.bounds.size == Size(width: 320, height: 480))
        #expect(trail.all.last == "Screen didRotate from landscapeRight to portraitUpsideDown")
    }

    @Test("an animated rotation ends on the virtual clock after the rotation duration")
    func animated() {
        _ = show(.allButUpsideDown)
        device.rotate(to: .landscapeRight)
        #expect(device.isRotating)
        #expect(trail.all.count == 2)
        #expect(trail.all.first == "Screen willRotate to landscapeLeft in 0.3 from portrait")
        test.app.clock.advance(by: device.rotationDuration - 0.01)
        #expect(trail.all.count == 2)
        test.app.clock.advance(by: 0.01)
        #expect(trail.all.last == "Screen didRotate from portrait to landscapeLeft")
        #expect(!device.isRotating)
    }

    @Test("seed 003: a landscape-only screen comes up in landscape and stays there when the device turns upright")
    func landscapeOnly() {
        let screen = test.make { LandscapeScreen(trail: trail) }
        test.window.rootViewController = screen
        #expect(device.interfaceOrientation == .landscapeRight)
        #expect(test.window.bounds.size == Size(width: 480, height: 320))
        #expect(trail.all == ["willRotate to landscapeRight", "didRotate from portrait"])
        #expect(device.rotate(to: .landscapeRight, animated: false))
        #expect(device.interfaceOrientation == .landscapeLeft)
        trail.clear()
        #expect(!device.rotate(to: .portrait, animated: false))
        #expect(!device.rotate(to: .portraitUpsideDown, animated: false))
        #expect(device.orientation == .portraitUpsideDown)
        #expect(device.interfaceOrientation == .landscapeLeft)
        #expect(test.window.bounds.size == Size(width: 480, height: 320))
        #expect(trail.all.isEmpty)
    }

    @Test("in a navigation controller the top screen decides, and every visible controller is told")
    func navigationTopDecides() {
        let list = test.make { Screen("List", trail: trail, orientations: .all) }
        let navigation = test.make { NavigationController(rootViewController: list) }
        test.window.rootViewController = navigation
        let detail = test.make { Screen("Detail", trail: trail) }
        navigation.push(detail, animated: false)
        #expect(test.app.visibleViewControllers === [navigation, detail])
        trail.clear()
        #expect(!device.rotate(to: .landscapeLeft, animated: false))
        navigation.popViewController(animated: false)
        trail.clear()
        #expect(device.settleInterfaceOrientation())
        #expect(trail.all.first == "List willRotate to landscapeRight in 0.0 from portrait")
        #expect(navigation.navigationBar.frame.width == 480)
        #expect(list.view.frame.size == Size(width: 480, height: 320 - NavigationBar.height))
    }

    @Test("advice on the rotate hook sees every turn of the device and whether the interface followed")
    func hook() throws {
        _ = show(.landscape)
        let seen = Trail()
        try test.registry.on(Device.rotateHook).onMainActor.after { _, arguments, turned in
            seen.note("\(arguments.orientation) animated=\(arguments.animated) turned=\(turned)")
        }
        device.rotate(to: .landscapeRight, animated: false)
        test.input.rotateDevice(to: .portrait)
        #expect(seen.all == ["landscapeRight animated=false turned=true", "portrait animated=true turned=false"])
    }

    @Test("the synthesizer turns the device and lets the rotation finish on the clock")
    func synthesizer() {
        _ = show(.all)
        let start = test.app.clock.now
        #expect(test.input.rotateDevice(to: .landscapeLeft))
        #expect(!device.isRotating)
        #expect(test.app.clock.now == start + device.rotationDuration)
        #expect(trail.all.last == "Screen didRotate from portrait to landscapeRight")
    }

    @Test("a new rotation while one runs finishes the running one first")
    func rotationDuringRotation() {
        _ = show(.all)
        device.rotate(to: .landscapeLeft)
        device.rotate(to: .portrait, animated: false)
        #expect(
            trail.all.filter { $0.contains("didRotate") } == [
                "Screen didRotate from portrait to landscapeRight",
                "Screen didRotate from landscapeRight to portrait",
            ])
        test.app.clock.advance(by: 1)
        #expect(trail.all.filter { $0.contains("didRotate") }.count == 2)
    }

    @Test("with no view controller on screen the interface does not turn; odd durations are clamped")
    func nothingToAsk() {
        #expect(!device.rotate(to: .landscapeLeft, animated: false))
        #expect(device.interfaceOrientation == .portrait)
        device.rotationDuration = -1
        #expect(device.rotationDuration == 0)
        device.rotationDuration = .nan
        #expect(device.rotationDuration == 0)
    }

    @Test("each application has its own device")
    func isolation() {
        let other = TestApp()
        _ = show(.all)
        device.rotate(to: .landscapeLeft, animated: false)
        #expect(other.app.device.orientation == .portrait)
        #expect(other.app.device !== device)
    }
}
