import ComponentTestSupport
import Components
import Interpose

/// The screen from seed 000: a button whose tap changes what a label shows.
@MainActor
final class GreetingScreen {
    let button: Button
    let label: Label
    private(set) var taps = 0

    init(in test: TestApp) {
        button = test.add("greet") { Button(title: "Greet", frame: Rect(x: 110, y: 200, width: 100, height: 44)) }
        label = test.add("message") { Label(text: "Hello?", frame: Rect(x: 20, y: 100, width: 280, height: 30)) }
        button.addTarget(self, action: "greet", for: .touchUpInside) { screen, _, _ in screen.greet() }
    }

    func greet() {
        taps += 1
        label.text = "Hello, world! (\(taps))"
    }
}
