import Components
import Interpose

/// A scroll view delegate that writes down every call it gets, offers a view for zooming, and
/// can move where a flick stops.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    let trail = Trail()
    var zoomView: View?
    var redirectedTarget: Point?
    private(set) var offsets: [Point] = []

    init(zoomView: View? = nil) {
        self.zoomView = zoomView
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        offsets.append(scrollView.contentOffset)
        trail.note("didScroll")
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { trail.note("willBeginDragging") }

    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
    ) {
        trail.note("willEndDragging \(velocity) \(targetContentOffset)")
        if let redirectedTarget { targetContentOffset = redirectedTarget }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        trail.note("didEndDragging decelerate=\(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { trail.note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { trail.note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { trail.note("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }

    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        trail.note("willBeginZooming \(view?.componentName ?? "-")")
    }

    func scrollViewDidZoom(_ scrollView: ScrollView) { trail.note("didZoom") }

    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
        trail.note("didEndZooming \(view?.componentName ?? "-") \(scale)")
    }

    /// The trail without the did-scroll and did-zoom steps.
    var milestones: [String] { trail.all.filter { $0 != "didScroll" && $0 != "didZoom" } }
}
