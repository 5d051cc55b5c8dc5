import Components

/// A scroll view delegate that offers its photo for zooming.
@MainActor
final class ZoomablePhoto: ScrollViewDelegate {
    let photo: View

    init(photo: View) {
        self.photo = photo
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { photo }
}
