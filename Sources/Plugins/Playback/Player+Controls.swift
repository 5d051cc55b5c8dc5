import Components

/// The actions that need more than one gesture, or a gesture aimed exactly: sliding to a
/// value, replacing a field's text, spinning a wheel, scrolling to an offset, going back.
extension Player {
    /// Drags the thumb to where the track selects `value` exactly (as close as the clamped
    /// range allows), and checks the slider got there, but for float noise.
    func slide(_ slider: Slider, to value: Double) throws(PlaybackError) {
        let upper = Swift.max(slider.minimumValue, slider.maximumValue)
        let expected = Swift.min(Swift.max(value, slider.minimumValue), upper)
        let start = Point(
            x: Swift.min(slider.location(for: slider.value).x, slider.bounds.maxX - 0.5), y: slider.bounds.midY)
        let end = Self.point(on: slider, selecting: expected)
        var path = [start, end]
        if start.distance(to: end) <= application.tapMovementTolerance {
            // A person moves the thumb away and back, so the slider is seen to slide.
            let away = start.x - slider.bounds.minX > slider.bounds.width / 2 ? -1.5 : 1.5
            path = [start, start.offsetBy(dx: away * application.tapMovementTolerance, dy: 0), end]
        }
        try synthesize { try input.drag(slider, along: Self.steps(path)) }
        // Within float noise: a track's points and values do not all convert back exactly.
        guard Swift.abs(slider.value - expected) <= 1e-9 * Swift.max(1, upper - slider.minimumValue) else {
            throw .didNotReach(
                component: slider.componentName, expected: expected.scriptDescription,
                actual: slider.value.scriptDescription)
        }
    }

    /// Taps `field`, deletes its text with the delete key, types `text`, and presses return
    /// when asked.
    func enter(_ text: String, into field: TextField, pressReturn: Bool) throws(PlaybackError) {
        try synthesize { try input.tap(field) }
        guard field.isFirstResponder else { throw .input(.refusedFocus(component: field.componentName)) }
        var presses = field.text.count
        while !field.text.isEmpty, presses >= 0 {
            try synthesize { try input.press(.deleteBackward) }
            presses -= 1
        }
        guard field.text.isEmpty else {
            throw .didNotReach(component: field.componentName, expected: "no text", actual: "text it would not delete")
        }
        try synthesize { try input.typeText(text, into: field) }
        if pressReturn { try synthesize { try input.press(.return) } }
    }

    /// Spins the wheel `component` of `picker` to `row`; a wheel already there is left alone.
    func spin(_ picker: PickerView, to row: Int, _ component: Int) throws(PlaybackError) {
        let current = picker.selectedRow(inComponent: component) ?? 0
        if row != current {
            try synthesize { try input.spin(picker, component: component, rows: row - current) }
        }
        guard picker.selectedRow(inComponent: component) == row else {
            throw .didNotReach(
                component: picker.componentName, expected: "row \(row)",
                actual: "row \(picker.selectedRow(inComponent: component).map(String.init) ?? "none")")
        }
    }

    /// Drags `scrollView`'s content until it rests at `offset` (clamped to what the content
    /// allows), without coasting, and checks it is exactly there.
    func scroll(_ scrollView: ScrollView, to offset: Point) throws(PlaybackError) {
        let target = scrollView.clampedOffset(offset)
        for _ in 0..<2 where !Self.isClose(scrollView.contentOffset, target) {
            let distance = Point(x: target.x - scrollView.contentOffset.x, y: target.y - scrollView.contentOffset.y)
            try synthesize { try input.scroll(scrollView, by: distance) }
        }
        guard Self.isClose(scrollView.contentOffset, target) else {
            throw .didNotReach(
                component: scrollView.componentName, expected: Self.offset(target),
                actual: Self.offset(scrollView.contentOffset))
        }
    }

    /// Runs synthesized input, its error as a playback error.
    func synthesize(_ body: () throws -> Void) throws(PlaybackError) {
        do {
            try body()
        } catch let error as SynthesisError {
            throw .input(error)
        } catch {
            throw .input(.invalidGesture("\(error)"))
        }
    }

    /// Whether two offsets are the same but for floating-point noise.
    static func isClose(_ a: Point, _ b: Point) -> Bool {
        Swift.abs(a.x - b.x) < 1e-6 && Swift.abs(a.y - b.y) < 1e-6
    }

    /// Scrolls `table` until the row's top is at the top of the table, as far as the content
    /// allows.
    func scroll(toRow indexPath: IndexPath, in table: TableView) throws(PlaybackError) {
        let row: Rect
        do throws(TableViewError) {
            row = try table.rect(forRow: indexPath)
        } catch {
            throw .outOfRange(action: "ScrollToRow", type: "TableView", reason: "\(table.componentName): \(error)")
        }
        try scroll(table, to: Point(x: table.contentOffset.x, y: row.minY - table.contentInset.top))
    }

    /// Taps the bar's back button.
    func back(_ bar: NavigationBar) throws(PlaybackError) {
        guard !bar.backButton.isHiddenInTree else {
            throw .outOfRange(
                action: "Back", type: "NavigationBar",
                reason: "\(bar.componentName) shows no back button: it is on its first screen")
        }
        try synthesize { try input.tap(bar.backButton) }
    }

    /// A point on `slider` whose touch, once converted to the window and back as a touch is,
    /// selects `value` exactly, if one lies within a few units in the last place of where the
    /// track shows `value`.
    static func point(on slider: Slider, selecting value: Double) -> Point {
        let guess = slider.location(for: value)
        var x = guess.x
        var below = guess.x
        for _ in 0..<64 {
            for candidate in [x, below] {
                let point = Point(x: candidate, y: guess.y)
                let touched = slider.convert(slider.convert(point, to: nil), from: nil)
                if slider.value(at: touched) == value { return point }
            }
            x = x.nextUp
            below = below.nextDown
        }
        return guess
    }

    /// `path` with nine steps between each two points, as a finger moves.
    private static func steps(_ path: [Point]) -> [Point] {
        guard var previous = path.first else { return path }
        var points = [previous]
        for next in path.dropFirst() {
            for step in 1...10 {
                let fraction = Double(step) / 10
                let x = previous.x + (next.x - previous.x) * fraction
                points.append(step == 10 ? next : Point(x: x, y: previous.y + (next.y - previous.y) * fraction))
            }
            previous = next
        }
        return points
    }

    private static func offset(_ point: Point) -> String {
        "\(point.x.scriptDescription) \(point.y.scriptDescription)"
    }
}
