import ComponentTestSupport
import Components
import Interpose
import Plugins

/// A form with one of every control, two sketchpads, a picker and a zoomable photo, laid out
/// in two columns on the test window: the same on every app it is built in, so a script
/// recorded on one plays on another.
@MainActor
final class PlaybackForm {
    let status: Label
    let ok: Button
    let volume: Slider
    let wifi: Switch
    let guests: Stepper
    let size: SegmentedControl
    let name: TextField
    let password: TextField
    let pad: Sketchpad
    let swiper: Sketchpad
    let wheels: PickerView
    let photo: ScrollView
    let picture: View
    let wheelData = SampleWheels()
    let zoom: ZoomablePhoto
    private(set) var taps = 0

    init(in test: PluginTestApp) {
        func left(_ y: Double, _ height: Double = 40) -> Rect { Rect(x: 0, y: y, width: 155, height: height) }
        func right(_ y: Double, _ height: Double = 40) -> Rect { Rect(x: 165, y: y, width: 155, height: height) }
        status = test.add("status") { Label(text: "Ready", frame: left(0)) }
        ok = test.add("ok") { Button(title: "OK", frame: right(0)) }
        volume = test.add("volume") { Slider(value: 0.5, frame: left(50)) }
        wifi = test.add("wifi") { Switch(frame: right(50)) }
        guests = test.add("guests") { Stepper(value: 2, frame: left(100)) }
        size = test.add("size") { SegmentedControl(items: ["S", "M", "L"], frame: right(100)) }
        name = test.add("name") { TextField(frame: left(150)) }
        password = test.add("password") { TextField(frame: right(150)) }
        password.isSecureTextEntry = true
        pad = test.add("pad") { Sketchpad(frame: left(200, 100)) }
        swiper = test.add("swiper") { Sketchpad(frame: right(200, 100)) }
        let recognizer = test.make { SwipeGestureRecognizer() }
        recognizer.direction = [.left, .right]
        swiper.addGestureRecognizer(recognizer)
        wheels = test.add("wheels") { PickerView(frame: left(310, 170)) }
        wheels.dataSource = wheelData
        wheels.delegate = wheelData
        photo = test.add("photo") { ScrollView(frame: right(310, 170)) }
        picture = test.make { View(frame: Rect(x: 0, y: 0, width: 620, height: 680)) }
        photo.addSubview(picture)
        photo.contentSize = Size(width: 620, height: 680)
        photo.maximumZoomScale = 4
        zoom = ZoomablePhoto(photo: picture)
        photo.delegate = zoom
        ok.addTarget(self, action: "count", for: .touchUpInside) { form, _, _ in form.tapped() }
    }

    private func tapped() {
        taps += 1
        status.text = "Tapped \(taps)"
    }
}

/// A navigation controller over a settings table of 100 rows; selecting row 0 pushes a
/// "Wi-Fi" screen with a back button to "Settings".
@MainActor
final class PlaybackNavigation: TableViewDataSource, TableViewDelegate {
    let navigation: NavigationController
    let settings: ViewController
    let table: TableView
    private(set) var selections: [IndexPath] = []
    private let test: PluginTestApp

    init(in test: PluginTestApp) {
        self.test = test
        let settings = test.make { ViewController(title: "Settings") }
        let navigation = test.make { NavigationController(rootViewController: settings) }
        test.window.rootViewController = navigation
        let table = test.make { TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480 - NavigationBar.height)) }
        table.accessibilityIdentifier = "list"
        settings.view.addSubview(table)
        (self.settings, self.navigation, self.table) = (settings, navigation, table)
        table.dataSource = self
        table.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        guard indexPath.row == 0 else { return }
        navigation.push(test.make { ViewController(title: "Wi-Fi") }, animated: true)
    }
}

/// A view that can be first responder and counts the shakes it hears.
@MainActor
final class PlaybackShakeCounter: View {
    private(set) var shakes = 0

    override var canBecomeFirstResponder: Bool { true }

    override func motionEnded(_ motion: EventSubtype, with event: Event) {
        if motion == .motionShake { shakes += 1 }
    }
}
