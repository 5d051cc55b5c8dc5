import Components
import Interpose
import Plugins
import Synchronization
import Testing

/// The README's "Recording in a few lines" and its selector example, kept compiling and true.
@MainActor
@Suite struct ReadmeRecordingTests {
    /// A window with the README's OK button, volume slider and status label.
    func screen(_ registry: AspectRegistry, _ app: Application) -> (Button, Slider, Label) {
        AspectRegistry.$current.withValue(registry) {
            let window = Window()
            app.addWindow(window)
            let okButton = Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 44))
            okButton.accessibilityIdentifier = "ok"
            let volume = Slider(frame: Rect(x: 20, y: 80, width: 200, height: 30))
            volume.accessibilityIdentifier = "volume"
            let status = Label(text: "", frame: Rect(x: 20, y: 130, width: 200, height: 30))
            status.accessibilityIdentifier = "status"
            okButton.addTarget(status, action: "save", for: .touchUpInside) { status, _, _ in status.text = "Saved" }
            for view in [okButton, volume, status] as [View] { window.addSubview(view) }
            return (okButton, volume, status)
        }
    }

    @Test("recording in a few lines, then playing the script on a fresh app")
    func recording() throws {
        let registry = AspectRegistry()
        let app = Application(aspectRegistry: registry)
        let host = PluginHost(registry: registry, bus: EventBus())
        let recorder = Recorder(application: app)
        try host.install(recorder)
        let (okButton, volume, status) = screen(registry, app)
        let input = InputSynthesizer(application: app)

        try input.tap(okButton)
        try input.slide(volume, to: 0.75)
        try recorder.checkpoint(status)

        #expect(recorder.script.text == "Button ok Tap\nSlider volume Slide 0.75\nLabel status Verify Saved\n")

        let freshRegistry = AspectRegistry()
        let freshApp = Application(aspectRegistry: freshRegistry)
        let (_, freshVolume, freshStatus) = screen(freshRegistry, freshApp)
        let report = Player(application: freshApp).play(recorder.script)
        #expect(report.passed)
        #expect(freshVolume.value == 0.75 && freshStatus.text == "Saved")
    }

    @Test("selector advice in the control flow of another hook, as the README shows")
    func selectors() throws {
        let registry = AspectRegistry()
        let app = Application(aspectRegistry: registry)
        let (okButton, _, _) = screen(registry, app)
        let seen = Mutex<[String]>([])
        try registry.on(matching: "Control.*" || .receiver(Button.self), flow: .inside(Application.sendEventHook))
            .before { call in seen.withLock { $0.append(call.hook.name) } }
        okButton.sendActions(for: .touchUpInside)
        #expect(seen.withLock { $0 }.isEmpty)
        try InputSynthesizer(application: app).tap(okButton)
        #expect(seen.withLock { $0 }.contains("Control.sendActions"))
    }
}
