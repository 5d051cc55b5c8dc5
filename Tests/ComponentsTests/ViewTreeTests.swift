import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct ViewTreeTests {
    let test = TestApp()

    @Test("adding a subview moves it from its old superview and sets superview and window")
    func addingAndRemoving() {
        let first = test.add("first") { View(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        let second = test.add("second") { View(frame: Rect(x: 100, y: 0, width: 100, height: 100)) }
        let child = test.add("child", to: first) { View(frame: .zero) }
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        #expect(child.window === test.window)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(second.subviews.isEmpty)
    }

    @Test("a view's application follows it between windows and applications, and goes with them")
    func applicationFollowsTheView() {
        let registry = test.registry
        let other = Application(aspectRegistry: registry)
        let elsewhere = Window(aspectRegistry: registry)
        other.addWindow(elsewhere)
        let holder = View(frame: Rect(x: 0, y: 0, width: 200, height: 200), aspectRegistry: registry)
        let button = Button(title: "OK", aspectRegistry: registry)
        holder.addSubview(button)
        #expect(button.application == nil)
        test.window.addSubview(holder)
        #expect(button.application === test.app)
        elsewhere.addSubview(holder)
        #expect(button.application === other)
        test.app.addWindow(elsewhere)
        #expect(button.application === test.app)
        test.app.removeWindow(elsewhere)
        #expect(button.application == nil)
        other.addWindow(elsewhere)
        #expect(button.application === other)
        holder.removeFromSuperview()
        #expect(button.application == nil)

        var gone: Application? = Application(aspectRegistry: registry)
        let window = Window(aspectRegistry: registry)
        gone?.addWindow(window)
        window.addSubview(holder)
        #expect(button.application === gone)
        gone = nil
        #expect(button.application == nil)
    }

    @Test("a view cannot be added inside itself")
    func noLoops() {
        let outer = test.add("outer") { View() }
        let inner = test.add("inner", to: outer) { View() }
        inner.addSubview(outer)
        outer.addSubview(outer)
        #expect(outer.superview === test.window)
        #expect(inner.subviews.isEmpty)
    }

    @Test("frame, center and bounds agree, and a scale transform grows the frame about the center")
    func frameAndTransform() {
        let view = test.add { View(frame: Rect(x: 10, y: 20, width: 100, height: 50)) }
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == Size(width: 100, height: 50))
    }

    @Test("points convert between nested, offset views and the window")
    func convertNested() {
        let card = test.add("card") { View(frame: Rect(x: 20, y: 40, width: 200, height: 200)) }
        let badge = test.add("badge", to: card) { View(frame: Rect(x: 10, y: 10, width: 50, height: 50)) }
        #expect(badge.convert(Point(x: 5, y: 5), to: nil) == Point(x: 35, y: 55))
        #expect(badge.convert(Point(x: 5, y: 5), to: card) == Point(x: 15, y: 15))
        #expect(card.convert(Point(x: 35, y: 55), from: nil) == Point(x: 15, y: 15))
        #expect(
            badge.convert(Rect(x: 0, y: 0, width: 50, height: 50), to: nil) == Rect(x: 30, y: 50, width: 50, height: 50)
        )
        card.bounds.origin = Point(x: 0, y: 30)
        #expect(badge.convert(Point(x: 5, y: 5), to: nil) == Point(x: 35, y: 25))
    }

    @Test("conversion honours a scaled superview")
    func convertScaled() {
        let zoomed = test.add("zoomed") { View(frame: Rect(x: 100, y: 100, width: 100, height: 100)) }
        zoomed.transform = AffineTransform(scaleX: 2, y: 2)
        let dot = test.add("dot", to: zoomed) { View(frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        #expect(dot.convert(Point.zero, to: nil) == Point(x: 50, y: 50))
        #expect(dot.convert(Point(x: 50, y: 50), from: nil) == Point.zero)
    }

    @Test("views in two windows convert through the screen")
    func convertAcrossWindows() {
        let other = test.make { Window(frame: Rect(x: 0, y: 500, width: 320, height: 100)) }
        test.app.addWindow(other)
        let top = test.add("top") { View(frame: Rect(x: 10, y: 10, width: 10, height: 10)) }
        let bottom = test.add("bottom", to: other) { View(frame: Rect(x: 10, y: 10, width: 10, height: 10)) }
        #expect(top.convert(Point.zero, to: bottom) == Point(x: 0, y: -500))
    }

    @Test("lookup finds views by identifier, label, tag and type, depth first")
    func lookup() {
        let form = test.add("form") { View(frame: Rect(x: 0, y: 0, width: 320, height: 200)) }
        let ok = test.add("ok", to: form) { Button(title: "OK") }
        let cancel = test.add(to: form) { Button(title: "Cancel") }
        cancel.tag = 7
        let status = test.add(to: form) { Label(text: "Ready") }
        #expect(test.window.view(withIdentifier: "ok") === ok)
        #expect(test.window.view(withLabel: "Cancel") === cancel)
        #expect(test.window.view(withTag: 7) === cancel)
        #expect(test.window.view(withLabel: "Ready") === status)
        #expect(test.window.views(ofType: Button.self).map(\.title) == ["OK", "Cancel"])
        #expect(test.app.view(withIdentifier: "form") === form)
        #expect(test.window.view(withIdentifier: "missing") == nil)
    }

    @Test("a view is hidden in the tree when it or any view around it is hidden or all but transparent")
    func hiddenInTree() {
        let outer = test.add("outer") { View() }
        let inner = test.add("inner", to: outer) { View() }
        #expect(!inner.isHiddenInTree)
        outer.isHidden = true
        #expect(inner.isHiddenInTree && outer.isHiddenInTree && !test.window.isHiddenInTree)
        outer.isHidden = false
        test.window.alpha = 0.01
        #expect(inner.isHiddenInTree)
        test.window.alpha = 0.02
        inner.alpha = 0
        #expect(inner.isHiddenInTree && !outer.isHiddenInTree)
    }

    @Test("a component is named by type and its best identifier")
    func componentNames() {
        let button = test.make { Button(title: "OK") }
        #expect(button.componentName == "Button label \"OK\"")
        button.accessibilityIdentifier = "ok"
        #expect(button.componentName == "Button \"ok\"")
        let plain = test.make { View() }
        #expect(plain.componentName == "View")
        plain.tag = 3
        #expect(plain.componentName == "View tag 3")
        #expect("\(plain)" == "View tag 3")
    }

    @Test("the tree dump shows each view's frame and state, indented by depth")
    func treeDump() {
        let form = test.add("form") { View(frame: Rect(x: 0, y: 0, width: 320, height: 200)) }
        test.add("ok", to: form) { Button(title: "OK", frame: Rect(x: 20, y: 80, width: 100, height: 44)) }
        let volume = test.add("volume", to: form) {
            Slider(value: 0.5, frame: Rect(x: 20, y: 140, width: 200, height: 30))
        }
        volume.isHidden = true
        let expected = """
            Window frame=(0, 0, 320, 480)
              View "form" frame=(0, 0, 320, 200)
                Button "ok" frame=(20, 80, 100, 44) title="OK"
                Slider "volume" frame=(20, 140, 200, 30) value=0.5 range=0...1 hidden
            """
        #expect(test.window.treeDescription == expected)
        #expect(test.app.treeDescription.hasPrefix("Window frame=(0, 0, 320, 480) key-window\n"))
    }
}
