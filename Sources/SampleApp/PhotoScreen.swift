import Components

/// A photo twice the screen's size in a scroll view: drag to look around, pinch to zoom.
@MainActor
final class PhotoScreen: ViewController, ScrollViewDelegate {
    let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 436))
    let picture = View(frame: Rect(x: 0, y: 0, width: 640, height: 872))

    init() {
        super.init(title: "Photo")
    }

    override func viewDidLoad() {
        scroller.accessibilityIdentifier = "photo"
        picture.accessibilityIdentifier = "picture"
        scroller.contentSize = picture.frame.size
        scroller.minimumZoomScale = 0.5
        scroller.maximumZoomScale = 4
        scroller.delegate = self
        scroller.addSubview(picture)
        view.addSubview(scroller)
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { picture }
}
