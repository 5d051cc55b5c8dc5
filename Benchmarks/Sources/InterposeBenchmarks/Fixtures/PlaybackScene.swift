import Components
import Interpose
import Plugins

extension PlaybackBenchmarks {
    /// A window of about 1,000 views: five controls at the top and, below them, 33 rows of 30
    /// labels each, every label with an identifier of its own.
    @MainActor
    final class Scene {
        let app: Application
        let input: InputSynthesizer
        let ok: Button
        let wifi: Switch
        let volume: Slider
        let guests: Stepper
        let size: SegmentedControl

        init() {
            let registry = AspectRegistry()
            app = Application(aspectRegistry: registry)
            let window = Window(aspectRegistry: registry)
            app.addWindow(window)
            input = InputSynthesizer(application: app)
            func frame(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 150, height: 40) }
            ok = Button(title: "OK", frame: frame(0, 0), aspectRegistry: registry)
            wifi = Switch(frame: frame(160, 0), aspectRegistry: registry)
            volume = Slider(frame: frame(0, 50), aspectRegistry: registry)
            guests = Stepper(frame: frame(160, 50), aspectRegistry: registry)
            size = SegmentedControl(items: ["S", "M", "L"], frame: frame(0, 100), aspectRegistry: registry)
            for (view, name) in [(ok, "ok"), (wifi, "wifi"), (volume, "volume"), (guests, "guests"), (size, "size")] {
                view.accessibilityIdentifier = name
                window.addSubview(view)
            }
            Self.addLabels(to: window, registry: registry)
        }

        /// 33 rows of 30 labels below the controls.
        private static func addLabels(to window: Window, registry: AspectRegistry) {
            let (top, rows, columns) = (150.0, 33, 30)
            let height = (window.bounds.height - top) / Double(rows)
            let width = window.bounds.width / Double(columns)
            for row in 0..<rows {
                let line = View(
                    frame: Rect(x: 0, y: top + Double(row) * height, width: window.bounds.width, height: height),
                    aspectRegistry: registry)
                for column in 0..<columns {
                    let label = Label(
                        text: "\(row * columns + column)",
                        frame: Rect(x: Double(column) * width, y: 0, width: width, height: height),
                        aspectRegistry: registry)
                    label.accessibilityIdentifier = "label-\(row)-\(column)"
                    line.addSubview(label)
                }
                window.addSubview(line)
            }
        }

        /// The script's command at `step`: the five controls in turn.
        static func command(step: Int) -> Command {
            switch step % 5 {
            case 0: Command("Button", "ok", "Tap")
            case 1: Command("Switch", "wifi", "Toggle")
            case 2: Command("Slider", "volume", "Slide", [step % 10 == 2 ? "0.25" : "0.75"])
            case 3: Command("Stepper", "guests", "Increment")
            default: Command("SegmentedControl", "size", "Select", [String(step / 5 % 3)])
            }
        }

        /// A script of `length` commands.
        static func script(length: Int) -> [Command] {
            (0..<length).map(command(step:))
        }

        /// The `Verify` at `step`: a control's value, which holds on a fresh scene.
        static func check(step: Int) -> Command {
            let checks = [
                ("Button", "ok", "OK"), ("Switch", "wifi", "false"), ("Slider", "volume", "0"),
                ("Stepper", "guests", "0"), ("SegmentedControl", "size", "-1"),
            ]
            let (type, identifier, value) = checks[step % checks.count]
            return Command(type, identifier, "Verify", [value])
        }

        /// Performs the script's action at `step` on the component in hand; whether it worked.
        func perform(step: Int) -> Bool {
            do {
                switch step % 5 {
                case 0: try input.tap(ok)
                case 1: try input.tap(wifi)
                case 2: try input.slide(volume, to: step % 10 == 2 ? 0.25 : 0.75)
                case 3: try input.tap(guests, at: Point(x: 150 * 0.75, y: 20))
                default:
                    let segment = size.frameForSegment(at: step / 5 % 3) ?? size.bounds
                    try input.tap(size, at: segment.center)
                }
                return true
            } catch {
                return false
            }
        }
    }
}
