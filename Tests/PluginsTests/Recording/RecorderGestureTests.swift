import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Gestures on views that are not controls record by kind; drags coalesce into one Move.
@MainActor
@Suite struct RecorderGestureTests {
    let test = PluginTestApp()

    func pad() -> Sketchpad {
        test.add("pad") { Sketchpad(frame: Rect(x: 0, y: 100, width: 320, height: 300)) }
    }

    @Test("a drag on a canvas records one Move with its points, in the canvas's coordinates")
    func move() throws {
        let recorder = try test.record()
        let pad = pad()
        try test.input.drag(pad, along: [Point(x: 10, y: 10), Point(x: 20, y: 15), Point(x: 40, y: 30)])
        #expect(recorder.lines == ["Sketchpad pad Move 10 10 20 15 40 30"])
        #expect(pad.strokes.count == 1)
        let touches = recorder.recordedCommands[0].command.provenance?.entries.filter { $0.source == "touch" } ?? []
        #expect(touches.first?.detail == "began" && touches.last?.detail == "ended")
        #expect(touches.first?.point == Point(x: 10, y: 110))
    }

    @Test("a drag after the canvas, or a view around it, moved or turned names points where the canvas is now")
    func moveAfterMoving() throws {
        let recorder = try test.record()
        let holder = test.add("holder") { View(frame: Rect(x: 0, y: 100, width: 320, height: 300)) }
        let pad = test.add("pad", to: holder) { Sketchpad(frame: Rect(x: 0, y: 0, width: 320, height: 300)) }
        let path = [Point(x: 10, y: 10), Point(x: 40, y: 30)]
        let moves: [() -> Void] = [
            { pad.center.y += 20 }, { holder.bounds.origin.x = 5 }, { holder.transform = .init(scaleX: 0.5, y: 0.5) },
        ]
        try test.input.drag(pad, along: path)
        for move in moves {
            move()
            try test.input.drag(pad, along: path)
        }
        #expect(recorder.lines == Array(repeating: "Sketchpad pad Move 10 10 40 30", count: 4))
    }

    @Test("a tap, a double tap and a long press are told apart")
    func taps() throws {
        let recorder = try test.record()
        let pad = pad()
        try test.input.tap(pad)
        try test.input.doubleTap(pad)
        try test.input.longPress(pad, duration: 1.25)
        #expect(recorder.lines == ["Sketchpad pad Tap", "Sketchpad pad DoubleTap", "Sketchpad pad LongPress 1.25"])
    }

    @Test("a swipe records Swipe when a swipe recognizer recognized it, and Move when none did")
    func swipe() throws {
        let recorder = try test.record()
        let pad = pad()
        try test.input.swipe(pad, .left)
        let recognizer = test.make { SwipeGestureRecognizer() }
        recognizer.direction = [.left]
        pad.addGestureRecognizer(recognizer)
        try test.input.swipe(pad, .left)
        #expect(recorder.lines.count == 2)
        #expect(recorder.lines.first?.hasPrefix("Sketchpad pad Move") == true)
        #expect(recorder.lines.last == "Sketchpad pad Swipe left")
    }

    @Test("two fingers spreading record Pinch with the scale and the point between them")
    func pinch() throws {
        let recorder = try test.record()
        let pad = pad()
        try test.input.pinch(pad, scale: 2, at: Point(x: 160, y: 150))
        #expect(recorder.lines == ["Sketchpad pad Pinch 2 160 150"])
    }

    @Test("a custom component type records its own commands through a user rule")
    func customRule() throws {
        var vocabulary = Vocabulary.standard
        vocabulary.register(Sketchpad.commands)
        let recorder = try test.record(vocabulary: vocabulary)
        let pad = pad()
        try test.input.drag(pad, from: Point(x: 10, y: 10), to: Point(x: 50, y: 10), steps: 4)
        #expect(recorder.lines == ["Sketch pad Start 10 10", "Sketch pad End 50 10"])
    }

    @Test("a view moved into a component that captures its subviews is that component's from the next gesture")
    func ownerFollowsTheTree() throws {
        var vocabulary = Vocabulary.standard
        vocabulary.register(ComponentCommands(Card.self, recording: CardRule(), actions: [.open]))
        let recorder = try test.record(vocabulary: vocabulary)
        let pad = pad()
        let card = test.add("card") { Card(frame: Rect(x: 0, y: 420, width: 320, height: 100)) }
        try test.input.tap(pad)
        card.addSubview(pad)
        pad.frame = Rect(x: 0, y: 0, width: 320, height: 100)
        try test.input.tap(pad)
        try test.input.tap(pad)
        test.window.addSubview(pad)
        pad.frame = Rect(x: 0, y: 100, width: 320, height: 300)
        try test.input.tap(pad)
        #expect(recorder.lines == ["Sketchpad pad Tap", "Card card Open", "Card card Open", "Sketchpad pad Tap"])
    }

    @Test("a gesture a rule keeps stays as it was while later gestures are recorded")
    func keptGesture() throws {
        var vocabulary = Vocabulary.standard
        let keeper = GestureKeeper()
        vocabulary.register(ComponentCommands(Sketchpad.self, recording: keeper))
        _ = try test.record(vocabulary: vocabulary)
        let pad = pad()
        try test.input.drag(pad, along: [Point(x: 10, y: 10), Point(x: 20, y: 15), Point(x: 40, y: 30)])
        try test.input.tap(pad, at: Point(x: 100, y: 100))
        try test.input.pinch(pad, scale: 2, at: Point(x: 160, y: 150))
        #expect(keeper.gestures.count == 3)
        let drag = [Point(x: 10, y: 10), Point(x: 20, y: 15), Point(x: 40, y: 30), Point(x: 40, y: 30)]
        #expect(keeper.gestures.first?.path(in: pad) == drag)
        #expect(keeper.gestures.map(\.fingers.count) == [1, 1, 2])
        #expect(keeper.gestures[1].path(in: pad) == [Point(x: 100, y: 100), Point(x: 100, y: 100)])
    }

    @Test("once a gesture ended, the recorder holds no view it touched")
    func releasesTouchedViews() throws {
        _ = try test.record()
        weak var dropped: Button?
        try {
            let button = test.add("gone") { Button(title: "Gone", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
            dropped = button
            try test.input.tap(button)
            button.removeFromSuperview()
        }()
        #expect(dropped == nil)
    }

    @Test("a view without identifier, label or tag is recorded by ordinal, with a warning the script shows")
    func weakIdentifier() throws {
        let recorder = try test.record()
        let first = test.add { Button(title: "OK", frame: Rect(x: 20, y: 20, width: 100, height: 40)) }
        let second = test.add { Button(title: "OK", frame: Rect(x: 20, y: 80, width: 100, height: 40)) }
        _ = first
        try test.input.tap(second)
        #expect(recorder.lines == ["Button #2 Tap"])
        let warning = try #require(recorder.recordedCommands.first?.warnings.first)
        #expect(warning.contains("\"OK\" matches 2 Button"))
        #expect(recorder.script.lines.first == .comment(" warning: \(warning)"))
    }

    @Test("the device's shakes and rotations are recorded on Device")
    func device() throws {
        let recorder = try test.record()
        test.input.shake()
        test.input.rotateDevice(to: .landscapeLeft)
        #expect(recorder.lines == ["Device * Shake", "Device * Rotate landscapeLeft"])
    }
}

/// A container whose subviews' touches are its own.
final class Card: View {}

extension ComponentCommands.Action where Component: Card {
    /// `Open`: a tap on the card.
    static var open: Self {
        .init("Open", does: "taps the card") { card, call in try call.input.tap(card) }
    }
}

/// Records `Open` for any gesture on a card or inside it.
struct CardRule: RecordingRule {
    var capturesSubviews: Bool { true }

    func gestureEnded(_ gesture: Gesture, on card: Card, in context: RecordingContext<Card>) {
        context.record(.open)
    }
}

/// Keeps every gesture it is told about, as a rule that looks at gestures later might.
@MainActor
final class GestureKeeper: RecordingRule {
    private(set) var gestures: [Gesture] = []

    func gestureEnded(_ gesture: Gesture, on view: View, in context: RecordingContext<View>) {
        gestures.append(gesture)
    }
}
