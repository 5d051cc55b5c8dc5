import ComponentTestSupport
import Components
import Interpose
import Plugins

/// A form with one of each control a picture draws, inside a panel set off from the window's
/// corner, so a component's own coordinates and its window coordinates differ.
///
/// Tapping `save` writes "Saved" into `status`.
@MainActor
final class PictureForm: Sendable {
    /// Where the panel sits in the window.
    static let panelOrigin = Point(x: 10, y: 40)

    let app: PluginTestApp
    let panel: View
    let status: Label
    let pin: TextField
    let wifi: Switch
    let volume: Slider
    let guests: Stepper
    let size: SegmentedControl
    let save: Button
    let wheels: PickerView
    let list: TableView
    let wheelData = SampleWheels()
    let rows = SampleRows(count: 20)

    init(in app: PluginTestApp) {
        self.app = app
        panel = app.add("panel") { View(frame: Rect(x: 10, y: 40, width: 300, height: 430)) }
        status = app.add("status", to: panel) { Label(text: "Ready", frame: Rect(x: 20, y: 0, width: 260, height: 24)) }
        pin = app.add("pin", to: panel) {
            TextField(placeholder: "PIN", frame: Rect(x: 20, y: 30, width: 260, height: 30))
        }
        wifi = app.add("wifi", to: panel) { Switch(frame: Rect(x: 229, y: 66, width: 51, height: 31)) }
        volume = app.add("volume", to: panel) {
            Slider(value: 0.25, frame: Rect(x: 20, y: 104, width: 260, height: 28))
        }
        guests = app.add("guests", to: panel) {
            Stepper(value: 1, minimumValue: 1, maximumValue: 4, frame: Rect(x: 186, y: 138, width: 94, height: 30))
        }
        size = app.add("size", to: panel) {
            SegmentedControl(items: ["S", "M", "L"], frame: Rect(x: 20, y: 174, width: 260, height: 30))
        }
        save = app.add("save", to: panel) { Button(title: "Save", frame: Rect(x: 20, y: 210, width: 120, height: 40)) }
        wheels = app.add("wheels", to: panel) { PickerView(frame: Rect(x: 20, y: 256, width: 260, height: 96)) }
        list = app.add("list", to: panel) { TableView(frame: Rect(x: 20, y: 358, width: 260, height: 66)) }
        pin.isSecureTextEntry = true
        wheels.dataSource = wheelData
        wheels.delegate = wheelData
        list.dataSource = rows
        list.delegate = rows
        _ = save.addTarget(self, action: "save", for: .touchUpInside) { form, _, _ in form.status.text = "Saved" }
    }

    /// Where `view`'s centre is in window coordinates.
    func centerInWindow(_ view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
}
