import Components
import Interpose
import Plugins

extension CompositionBenchmarks {
    /// A window with a row of ten digit keys (`key0` … `key9`) and a display label that says
    /// which key was pressed last: what the `RunWith` rows tap and check.
    @MainActor
    final class Keypad {
        let registry = AspectRegistry()
        let app: Application
        let display: Label
        private(set) var presses = 0

        init() {
            app = Application(aspectRegistry: registry)
            let window = Window(aspectRegistry: registry)
            app.addWindow(window)
            display = Label(
                text: "Ready", frame: Rect(x: 20, y: 20, width: 280, height: 40), aspectRegistry: registry)
            display.accessibilityIdentifier = "display"
            window.addSubview(display)
            for digit in 0..<10 {
                let key = Button(
                    title: "\(digit)", frame: Rect(x: 20 + Double(digit) * 30, y: 80, width: 28, height: 44),
                    aspectRegistry: registry)
                key.accessibilityIdentifier = "key\(digit)"
                _ = key.addTarget(self, action: "press", for: .touchUpInside) { keypad, _, _ in
                    keypad.pressed(digit)
                }
                window.addSubview(key)
            }
        }

        private func pressed(_ digit: Int) {
            presses += 1
            display.text = "Pressed \(digit)"
        }
    }
}
