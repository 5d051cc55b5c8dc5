/// Spinning a wheel with a finger.
extension PickerView {
    /// The wheel whose column contains `point`, in the picker's coordinates, or `nil` outside
    /// every column.
    public func component(at point: Point) -> Int? {
        guard !rowCounts.isEmpty, bounds.contains(point) else { return nil }
        let width = bounds.width / Double(rowCounts.count)
        return Swift.min(Int((point.x - bounds.minX) / width), rowCounts.count - 1)
    }

    /// Follows the first touch that lands on a wheel with rows.
    func trackTouchesBegan(_ touches: [Touch]) {
        if let (touch, _, _) = wheelTouch, touch.phase.isFinal { wheelTouch = nil }
        guard wheelTouch == nil, let touch = touches.first else { return }
        let start = touch.location(in: self)
        guard let component = component(at: start), rowCounts[component] > 0 else { return }
        wheelTouch = (touch, component, start)
    }

    /// Settles the wheel where the finger lifted, and tells the delegate if the row changed.
    func trackTouchesEnded(_ touches: [Touch]) {
        guard let (touch, component, start) = wheelTouch, touches.contains(touch) else { return }
        wheelTouch = nil
        let end = touch.location(in: self)
        let height = rowHeight(forComponent: component)
        let tolerance = application?.tapMovementTolerance ?? 10
        let rows: Double
        if end.distance(to: start) <= tolerance {
            rows = (end.y - bounds.midY) / height
        } else {
            rows = (start.y - end.y) / height
        }
        settle(component, on: selectedRows[component] + Self.wholeRows(rows))
    }

    /// Brings `row` (clamped to the wheel's rows) to the middle of the wheel `component` and
    /// tells the delegate, if it is a different row.
    private func settle(_ component: Int, on row: Int) {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        let row = Swift.min(Swift.max(row, 0), rowCounts[component] - 1)
        guard row != selectedRows[component] else { return }
        selectedRows[component] = row
        tellDelegateDidSelect(row: row, component: component)
    }

    /// `rows` rounded to whole rows, within what an `Int` holds.
    private static func wholeRows(_ rows: Double) -> Int {
        guard rows.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(rows.rounded(), -1e15), 1e15))
    }
}
