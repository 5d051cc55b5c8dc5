import Components

/// A canvas to draw on, with a Clear button and a count of the strokes; a swipe left on the
/// canvas takes back the last stroke.
@MainActor
final class SketchScreen: ViewController {
    let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 320, height: 380))
    let clear = Button(title: "Clear", frame: Rect(x: 20, y: 392, width: 120, height: 32))
    let count = Label(text: "0 strokes", frame: Rect(x: 160, y: 392, width: 140, height: 32))

    init() {
        super.init(title: "Sketch")
    }

    override func viewDidLoad() {
        canvas.accessibilityIdentifier = "canvas"
        clear.accessibilityIdentifier = "clear"
        count.accessibilityIdentifier = "strokes"
        canvas.isMultipleTouchEnabled = true
        canvas.didDraw = { [weak self] in self?.showCount() }
        clear.addTarget(self, action: "clear", for: .touchUpInside) { screen, _, _ in
            screen.canvas.clear()
            screen.showCount()
        }
        let undo = SwipeGestureRecognizer(aspectRegistry: canvas.aspectRegistry)
        undo.direction = [.left]
        undo.addAction("undo") { [weak self] _ in
            self?.canvas.undo()
            self?.showCount()
        }
        canvas.addGestureRecognizer(undo)
        view.addSubview(canvas)
        view.addSubview(clear)
        view.addSubview(count)
    }

    override func viewWillAppear(_ animated: Bool) {
        showCount()
    }

    /// Shows how many strokes the canvas holds.
    func showCount() {
        count.text = canvas.strokes.count == 1 ? "1 stroke" : "\(canvas.strokes.count) strokes"
    }
}
