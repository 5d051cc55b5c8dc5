import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct SliderTests {
    let test = TestApp()

    func slider(value: Double = 0, range: ClosedRange<Double> = 0...1) -> Slider {
        test.add("volume") {
            Slider(
                value: value, minimumValue: range.lowerBound, maximumValue: range.upperBound,
                frame: Rect(x: 60, y: 100, width: 200, height: 30))
        }
    }

    @Test("sliding to a value leaves the slider at exactly that value", arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func slideTo(value: Double) throws {
        let volume = slider(value: 0.5)
        try test.input.slide(volume, to: value)
        #expect(volume.value == value)
    }

    @Test("a touch's x position picks the value across the track")
    func valueFromPosition() throws {
        let volume = slider(range: 0...100)
        try test.input.tap(volume, at: Point(x: 50, y: 15))
        #expect(volume.value == 25)
        try test.input.drag(volume, from: Point(x: 150, y: 15), to: Point(x: 400, y: 15))
        #expect(volume.value == 100)
        try test.input.drag(volume, from: Point(x: 20, y: 15), to: Point(x: -400, y: 15))
        #expect(volume.value == 0)
    }

    @Test("a continuous slider reports every change; one that is not reports once at the end")
    func continuity() throws {
        let volume = slider()
        let counter = Tally()
        volume.addTarget(counter, action: "changed", for: .valueChanged) { counter, _, _ in counter.bump() }
        try test.input.drag(volume, from: Point(x: 0, y: 15), to: Point(x: 100, y: 15), steps: 4)
        #expect(counter.count == 4)
        volume.isContinuous = false
        try test.input.drag(volume, from: Point(x: 100, y: 15), to: Point(x: 180, y: 15), steps: 4)
        #expect(counter.count == 5)
        #expect(volume.value == 0.9)
    }

    @Test("values set in code are clamped to the range and send nothing")
    func clamping() {
        let volume = slider(range: 10...20)
        let counter = Tally()
        volume.addTarget(counter, action: "changed", for: .valueChanged) { counter, _, _ in counter.bump() }
        volume.value = 50
        #expect(volume.value == 20)
        volume.value = .nan
        #expect(volume.value == 20)
        volume.maximumValue = 15
        #expect(volume.value == 15)
        #expect(volume.location(for: 10) == Point(x: 0, y: 15))
        #expect(counter.count == 0)
    }
}
