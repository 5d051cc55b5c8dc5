import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Navigation, zooming, checkpoints, provenance, pausing and uninstalling.
@MainActor
@Suite struct RecorderLifecycleTests {
    let test = PluginTestApp()

    @Test("the back button records Back on the navigation bar, named by the title it showed")
    func back() throws {
        let recorder = try test.record()
        let settings = test.make { ViewController(title: "Settings") }
        let navigation = test.make { NavigationController(rootViewController: settings) }
        test.window.rootViewController = navigation
        navigation.push(test.make { ViewController(title: "Wi-Fi") }, animated: false)
        let back = try #require(test.window.view(withIdentifier: NavigationBar.backButtonIdentifier))
        try test.input.tap(back)
        #expect(recorder.lines == ["NavigationBar Wi-Fi Back"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("a pinch on a zoomable scroll view records Pinch, not the scrolling it causes")
    func zoom() throws {
        let recorder = try test.record()
        let scroller = test.add("photo") { ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        let photo = test.make { View(frame: Rect(x: 0, y: 0, width: 320, height: 480)) }
        scroller.addSubview(photo)
        scroller.contentSize = Size(width: 320, height: 480)
        scroller.maximumZoomScale = 4
        let delegate = ZoomablePhoto(photo: photo)
        scroller.delegate = delegate
        try test.input.pinch(scroller, scale: 2)
        #expect(scroller.zoomScale > 1.5)
        #expect(recorder.lines == ["ScrollView photo Pinch 2 160 240"])
    }

    @Test("a checkpoint records Verify of a component's state; a secure field's text is refused")
    func checkpoint() throws {
        let recorder = try test.record()
        let greeting = test.add("greeting") { Label(text: "Hello", frame: Rect(x: 0, y: 0, width: 200, height: 30)) }
        let volume = test.add("volume") { Slider(frame: Rect(x: 0, y: 40, width: 200, height: 30)) }
        let pin = test.add("pin") { TextField(frame: Rect(x: 0, y: 80, width: 200, height: 30)) }
        pin.isSecureTextEntry = true
        try recorder.checkpoint(greeting)
        try recorder.checkpoint(volume, "maximum")
        #expect(throws: CheckpointError.secret(pin.componentName)) { try recorder.checkpoint(pin) }
        #expect(throws: CheckpointError.noProperty(volume.componentName, "colour")) {
            try recorder.checkpoint(volume, "colour")
        }
        #expect(recorder.lines == ["Label greeting Verify Hello", "Slider volume Verify 1 maximum"])
    }

    @Test("a command keeps the raw events it was built from, with their virtual times")
    func provenance() throws {
        let recorder = try test.record()
        let ok = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        let start = test.app.clock.now
        try test.input.tap(ok)
        let entries = try #require(recorder.recordedCommands.first?.command.provenance?.entries)
        #expect(entries.map(\.source) == ["touch", "touch", "change"])
        #expect(entries.map(\.detail) == ["began", "ended", "touchUpInside"])
        #expect(entries.first?.point == Point(x: 70, y: 40) && entries.first?.finger == 0)
        #expect(entries.allSatisfy { $0.time >= start } && entries.map(\.time) == entries.map(\.time).sorted())
    }

    @Test("nothing is recorded while paused")
    func pause() throws {
        let recorder = try test.record()
        let ok = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        recorder.isPaused = true
        try test.input.tap(ok)
        recorder.isPaused = false
        try test.input.tap(ok)
        #expect(recorder.lines == ["Button ok Tap"])
    }

    @Test("uninstalling the recorder and the listener leaves no advice, subscription or target behind")
    func uninstall() throws {
        _ = try test.record()
        let ok = test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        #expect(!test.registry.installedAdvice().isEmpty && !test.bus.subscriptions().isEmpty)
        test.host.uninstallAll()
        #expect(test.registry.installedAdvice().isEmpty)
        #expect(test.bus.subscriptions().isEmpty)
        #expect(ok.targetActions.isEmpty)
    }

    @Test("a recorder that is uninstalled is freed, with every command it kept")
    func freed() throws {
        weak var gone: Recorder?
        do {
            let recorder = try test.record()
            gone = recorder
            try test.input.tap(
                test.add("ok") { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) })
            #expect(recorder.lines.count == 1)
            test.host.uninstallAll()
        }
        #expect(gone == nil)
    }
}
