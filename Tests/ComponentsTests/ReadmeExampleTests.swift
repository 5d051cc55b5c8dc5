import Components
import Interpose
import Testing

/// The README's Components example, kept compiling and true.
@MainActor
@Suite struct ReadmeExampleTests {
    @Test("the README's gesture recognizer and scroll view lines do what its comments say")
    func readmeExample() throws {
        let registry = AspectRegistry()
        let app = Application(aspectRegistry: registry)
        let window = Window(aspectRegistry: registry)
        app.addWindow(window)
        let input = InputSynthesizer(application: app)

        let pages = Tally()
        let swipe = SwipeGestureRecognizer(aspectRegistry: registry)
        swipe.direction = [.left]
        swipe.addAction("next page") { _ in pages.bump() }
        window.addGestureRecognizer(swipe)
        try input.swipe(window, .left)
        #expect(pages.count == 1)

        let scroller = ScrollView(frame: window.bounds, aspectRegistry: registry)
        scroller.contentSize = Size(width: 320, height: 2_000)
        window.addSubview(scroller)
        let offsets = Trail()
        try registry.on(ScrollView.setContentOffsetHook).onMainActor.after { view, _, _ in
            offsets.note("\(view.contentOffset.y)")
        }
        try input.scroll(scroller, by: Point(x: 0, y: 300))
        #expect(scroller.contentOffset.y == 300)
        #expect(offsets.all.last == "300.0")
    }
}
