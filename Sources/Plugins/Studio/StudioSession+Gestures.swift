import Components

/// What a mouse cannot do alone: the wheel, pinches, the device.
extension StudioSession {
    /// Scrolls the scroll view (or table) under `point` by `distance` points down (up when
    /// negative), with a finger dragging it, as the synthesizer scrolls.
    package func scroll(at point: Point, by distance: Double) {
        endReplay()
        guard let scrollView = ancestor(at: point, ScrollView.self) else { return note("nothing to scroll there") }
        attempt { try input.scroll(scrollView, by: Point(x: 0, y: distance)) }
    }

    /// Pinches the view under `point` with two fingers about it: a `scale` above 1 spreads
    /// them (zooms in), below 1 brings them together.
    package func pinch(at point: Point, scale: Double) {
        endReplay()
        guard let (view, local) = view(at: point) else { return note("nothing to pinch there") }
        let target = ancestor(at: point, ScrollView.self) ?? view
        attempt { try input.pinch(target, scale: scale, at: target.convert(local, from: view)) }
    }

    /// Shakes the device.
    package func shake() {
        endReplay()
        input.shake()
        note("shook the device")
    }

    /// Turns the device a quarter turn: upright to landscape and back.
    package func rotate() {
        endReplay()
        let next: DeviceOrientation = application.device.orientation == .portrait ? .landscapeLeft : .portrait
        let turned = input.rotateDevice(to: next)
        note("turned the device to \(next)" + (turned ? "" : "; the screen stays as it was"))
    }

    /// The nearest view of type `T` at or above the view under `point`.
    func ancestor<T: View>(at point: Point, _ type: T.Type) -> T? {
        guard let view = self.view(at: point)?.view else { return nil }
        return ([view] + view.ancestors).lazy.compactMap { $0 as? T }.first
    }

    /// Runs `gesture`, leaving its error as the message.
    func attempt(_ gesture: () throws -> Void) {
        do {
            try gesture()
        } catch {
            note("\(error)")
        }
    }
}
