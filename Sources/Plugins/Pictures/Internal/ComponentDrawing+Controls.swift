import Components

/// Controls whose state is a position: switches, sliders, steppers, segments and wheels.
extension ComponentDrawing {
    /// A pill, green with the knob at the right when on, grey with it at the left when off.
    func toggle(_ isOn: Bool) -> String {
        let radius = height / 2
        let knob = Point(x: isOn ? width - radius : radius, y: radius)
        return S.rect(isOn ? "sw on" : "sw", width: width, height: height, radius: radius)
            + S.circle("kn", knob, radius: Swift.max(radius - 2, 1))
    }

    /// A track, filled up to the thumb, which sits where the value is along the width (where
    /// a finger on the slider sets it).
    func slider(_ value: Double, _ minimum: Double, _ maximum: Double) -> String {
        let span = maximum - minimum
        let fraction = span > 0 ? Swift.min(Swift.max((value - minimum) / span, 0), 1) : 0
        let (x, middle) = (fraction * width, height / 2)
        return S.line("tk", 0, middle, width, middle) + S.line("tk on", 0, middle, x, middle)
            + S.circle("th", Point(x: x, y: middle), radius: Swift.max(Swift.min(middle - 1, 13), 2))
    }

    /// Minus and plus halves; a half that cannot step any further is dimmed.
    func stepper(_ value: Double, _ minimum: Double, _ maximum: Double) -> String {
        let size = Swift.min(20, height * 0.7)
        return S.rect("st", width: width, height: height, radius: Swift.min(8, height / 2))
            + S.line("dv", width / 2, height * 0.2, width / 2, height * 0.8)
            + S.text(value <= minimum ? "sg off" : "sg", "−", x: width / 4, y: height / 2, size: size, anchor: .middle)
            + S.text(
                value >= maximum ? "sg off" : "sg", "+", x: width * 3 / 4, y: height / 2, size: size, anchor: .middle)
    }

    /// Equal segments with their titles; the selected one raised in white.
    func segments(_ titles: [String], _ selected: Int) -> String {
        let radius = Swift.min(8, height / 2)
        var drawing = S.rect("sc", width: width, height: height, radius: radius)
        guard !titles.isEmpty else { return drawing }
        let segment = width / Double(titles.count)
        if titles.indices.contains(selected) {
            drawing += S.rect(
                "ss", x: Double(selected) * segment + 2, y: 2, width: segment - 4, height: height - 4,
                radius: Swift.max(radius - 2, 0))
        }
        let size = Swift.min(13, height * 0.5)
        for (index, title) in titles.enumerated() {
            let x = (Double(index) + 0.5) * segment
            let style = index == selected ? "sgt sel" : "sgt"
            drawing += S.text(style, title, x: x, y: height / 2, size: size, anchor: .middle, width: segment - 6)
            if index > 0, index != selected, index - 1 != selected {
                drawing += S.line("dv", Double(index) * segment, height * 0.25, Double(index) * segment, height * 0.75)
            }
        }
        return drawing
    }

    /// Each wheel side by side: the selected row in the middle band, the rows around it fading
    /// above and below, clipped to the picker.
    func picker(_ wheels: [ComponentSnapshot.Wheel], clip: String) -> String {
        var drawing = S.rect("pk", width: width, height: height, radius: 10)
        let band = wheels.first?.rowHeight ?? 32
        drawing += S.rect("bd", x: 4, y: (height - band) / 2, width: width - 8, height: band, radius: 7)
        guard !wheels.isEmpty else { return drawing }
        let column = width / Double(wheels.count)
        var rows = ""
        for (index, wheel) in wheels.enumerated() {
            let x = (Double(index) + 0.5) * column
            for row in wheel.rows {
                let distance = row.index - (wheel.selectedRow ?? row.index)
                let y = height / 2 + Double(distance) * wheel.rowHeight
                let style = distance == 0 ? "pr sel" : Swift.abs(distance) == 1 ? "pr" : "pr far"
                let size = Swift.min(17, wheel.rowHeight * 0.55)
                rows += S.text(style, row.title, x: x, y: y, size: size, anchor: .middle, width: column - 8)
            }
        }
        return drawing + "<g clip-path=\"url(#\(clip))\">\(rows)</g>"
    }
}
