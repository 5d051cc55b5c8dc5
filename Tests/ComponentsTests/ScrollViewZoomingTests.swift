import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct ScrollViewZoomingTests {
    let test = TestApp()
    let scroller: ScrollView
    let photo: View
    let recorder: ScrollRecorder

    /// A 100×100 scroll view over a 200×200 photo, zooming from 0.5 to 4.
    init() {
        scroller = test.add("scroller") { ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100)) }
        photo = test.add("photo", to: scroller) { View(frame: Rect(x: 0, y: 0, width: 200, height: 200)) }
        scroller.contentSize = Size(width: 200, height: 200)
        scroller.minimumZoomScale = 0.5
        scroller.maximumZoomScale = 4
        recorder = ScrollRecorder(zoomView: photo)
        scroller.delegate = recorder
    }

    @Test("zooming scales the delegate's view, resizes the content and keeps the middle in place")
    func zoomScale() {
        scroller.contentOffset = Point(x: 50, y: 50)
        let middle = photo.convert(scroller.bounds.center, from: scroller)
        scroller.setZoomScale(2, animated: false)
        #expect(scroller.zoomScale == 2)
        #expect(photo.transform == AffineTransform(scaleX: 2, y: 2))
        #expect(photo.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(scroller.contentSize == Size(width: 400, height: 400))
        #expect(photo.convert(scroller.bounds.center, from: scroller) == middle)
        #expect(recorder.milestones == ["willBeginZooming View \"photo\"", "didEndZooming View \"photo\" 2.0"])
        #expect(recorder.trail.all.contains("didZoom"))
    }

    @Test("an animated zoom runs on the clock, and the delegate hears the end with the final scale")
    func animatedZoom() {
        scroller.setZoomScale(3, animated: true)
        #expect(scroller.isZooming)
        test.app.clock.advance(by: ScrollView.animationDuration / 2)
        #expect(scroller.zoomScale > 1 && scroller.zoomScale < 3)
        #expect(!recorder.milestones.contains { $0.hasPrefix("didEndZooming") })
        test.app.clock.advance(by: ScrollView.animationDuration / 2)
        #expect(scroller.zoomScale == 3)
        #expect(!scroller.isZooming)
        #expect(recorder.milestones.last == "didEndZooming View \"photo\" 3.0")
        #expect(recorder.trail.all.filter { $0 == "didZoom" }.count > 2)
    }

    @Test("scales out of range, negative or not numbers are clamped or ignored, never a crash")
    func clampedScales() {
        scroller.setZoomScale(-3, animated: false)
        #expect(scroller.zoomScale == 0.5)
        scroller.zoomScale = 100
        #expect(scroller.zoomScale == 4)
        scroller.zoomScale = .nan
        #expect(scroller.zoomScale == 4)
        scroller.zoomScale = 0
        #expect(scroller.zoomScale == 0.5)
        scroller.minimumZoomScale = -1
        #expect(scroller.minimumZoomScale == 0.5)
        scroller.maximumZoomScale = .infinity
        #expect(scroller.maximumZoomScale == 4)
        scroller.minimumZoomScale = 1.5
        #expect(scroller.zoomScale == 1.5)
        #expect(photo.transform == AffineTransform(scaleX: 1.5, y: 1.5))
        scroller.maximumZoomScale = 0.25
        #expect(scroller.zoomScaleRange == 1.5...1.5)
        scroller.zoomScale = 3
        #expect(scroller.zoomScale == 1.5)
    }

    @Test("zooming to a rectangle fills the view with it, centred")
    func zoomToRect() {
        let area = Rect(x: 50, y: 50, width: 50, height: 50)
        scroller.zoom(to: area, animated: false)
        #expect(scroller.zoomScale == 2)
        #expect(scroller.contentOffset == Point(x: 100, y: 100))
        #expect(scroller.convert(scroller.bounds, to: photo) == area)
        scroller.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: true)
        test.app.clock.advance(by: ScrollView.animationDuration)
        #expect(scroller.zoomScale == 4)
        #expect(scroller.contentOffset == .zero)
        #expect(recorder.milestones.last == "didEndZooming View \"photo\" 4.0")
    }

    @Test("without a view for zooming nothing zooms and the delegate hears nothing of zooming")
    func noZoomView() {
        recorder.zoomView = nil
        scroller.setZoomScale(2, animated: false)
        scroller.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: true)
        test.app.clock.advance(by: 1)
        #expect(scroller.zoomScale == 1)
        #expect(photo.transform.isIdentity)
        #expect(recorder.trail.all.isEmpty)
    }

    @Test("zoom calls go through hooks: advice sees the end with the scale, and can name the view to zoom")
    func zoomHooks() throws {
        let seen = Trail()
        try test.registry.on(ScrollView.delegateDidEndZoomingHook).onMainActor.before { _, call in
            seen.note("end \(call.view?.componentName ?? "-") at \(call.scale)")
        }
        try test.registry.on(ScrollView.setZoomScaleHook).onMainActor.before { _, scale in
            seen.note("scale \(scale)")
        }
        scroller.delegate = nil
        try test.registry.on(ScrollView.delegateViewForZoomingHook, scope: .instance(scroller)).onMainActor.instead {
            _, _ in self.photo
        }
        scroller.setZoomScale(2.5, animated: false)
        #expect(seen.all == ["scale 2.5", "end View \"photo\" at 2.5"])
        #expect(photo.frame.size == Size(width: 500, height: 500))
    }
}
