import Components

/// Controls: buttons, fields, and those whose state is a position.
extension ScreenDrawing {
    /// A filled button with its title in the middle, cut short to leave a blank cell at least
    /// after it: buttons side by side (a tab bar's) never run their titles together.
    func button(_ title: String, _ isHighlighted: Bool, _ painter: inout CellPainter) {
        let style = isHighlighted ? Palette.buttonHighlighted : Palette.button
        painter.fill(style)
        painter.centered(title, style, sparing: 1)
    }

    /// A framed box with the text (or the placeholder, faint) and, while editing, a caret
    /// after the text.
    func field(_ text: String, placeholder: String?, isEditing: Bool, _ painter: inout CellPainter) {
        painter.fill(isEditing ? Palette.fieldEditing : Palette.field)
        let framed = painter.box.rows >= 3 && painter.box.columns >= 4
        let border = isEditing ? Palette.fieldBorderEditing : Palette.fieldBorder
        if framed {
            painter.outline(border)
        } else if painter.box.columns >= 2 {
            painter.put("[", column: painter.box.column, row: painter.middleRow, border)
            painter.put("]", column: painter.box.column + painter.box.columns - 1, row: painter.middleRow, border)
        }
        let start = painter.box.column + (framed ? 2 : 1)
        let style = isEditing ? Palette.fieldEditing : Palette.field
        let room = painter.box.column + painter.box.columns - start - (framed ? 2 : 1)
        // The end of a long text shows, as a field scrolls to its caret.
        let shown = text.unicodeScalars.count > room - 1 ? "…" + String(text.unicodeScalars.suffix(room - 2)) : text
        if text.isEmpty, let placeholder, !isEditing {
            painter.text(placeholder, column: start, row: painter.middleRow, Palette.placeholder.on(style.background))
        } else {
            painter.text(shown, column: start, row: painter.middleRow, style)
        }
        if isEditing {
            painter.put(" ", column: start + shown.unicodeScalars.count, row: painter.middleRow, Palette.caret)
        }
    }

    /// A pill, green with its knob at the right when on, grey with it at the left when off.
    func toggle(_ isOn: Bool, _ painter: inout CellPainter) {
        let style = isOn ? Palette.switchOn : Palette.switchOff
        painter.fill(style)
        let (left, right) = (painter.box.column, painter.box.column + painter.box.columns - 1)
        painter.put("●", column: isOn ? right - 1 : left + 1, row: painter.middleRow, style)
        painter.centered(isOn ? "on" : "off", style)
    }

    /// A track, thick up to the thumb, which sits where the value is along the width.
    func slider(_ value: Double, _ minimum: Double, _ maximum: Double, _ painter: inout CellPainter) {
        let span = maximum - minimum
        let fraction = span > 0 ? Swift.min(Swift.max((value - minimum) / span, 0), 1) : 0
        let columns = painter.box.columnRange
        guard !columns.isEmpty else { return }
        let thumb = columns.lowerBound + Int((fraction * Double(columns.count - 1)).rounded())
        for column in columns {
            let filled = column < thumb
            painter.put(
                filled ? "━" : "─", column: column, row: painter.middleRow, filled ? Palette.trackFilled : Palette.track
            )
        }
        painter.put("●", column: thumb, row: painter.middleRow, Palette.thumb)
    }

    /// Minus and plus halves; a half that cannot step any further is faint.
    func stepper(_ value: Double, _ minimum: Double, _ maximum: Double, _ painter: inout CellPainter) {
        painter.fill(Palette.control)
        let box = painter.box
        let half = box.columns / 2
        let (left, right) = (box.column..<(box.column + half), (box.column + half)..<(box.column + box.columns))
        painter.centered("−", value <= minimum ? Palette.controlOff : Palette.control, in: left)
        painter.centered("+", value >= maximum ? Palette.controlOff : Palette.control, in: right)
        painter.put("│", column: box.column + half, row: painter.middleRow, Palette.controlOff)
    }

    /// Equal segments with their titles; the selected one raised in white.
    func segments(_ titles: [String], _ selected: Int, _ painter: inout CellPainter) {
        painter.fill(Palette.segment)
        let box = painter.box
        guard !titles.isEmpty, box.columns > 0 else { return }
        for (index, title) in titles.enumerated() {
            let start = box.column + index * box.columns / titles.count
            let end = box.column + (index + 1) * box.columns / titles.count
            let isSelected = index == selected
            if isSelected {
                var area = painter
                area.grid.fill(
                    CellRect(columns: start..<end, rows: box.rowRange), style: Palette.segmentSelected,
                    clip: painter.clip)
                painter.grid = area.grid
            } else if index > 0, index - 1 != selected {
                painter.put(
                    "│", column: start, row: painter.middleRow, Palette.controlOff.on(Palette.segment.background))
            }
            painter.centered(
                title, isSelected ? Palette.segmentSelected : Palette.segment,
                in: (start + 1)..<Swift.max(end - 1, start + 1))
        }
    }

    /// Each wheel side by side: the selected row in a band across the middle, the rows around
    /// it above and below where they are, clipped to the picker.
    func picker(_ wheels: [ComponentSnapshot.Wheel], _ component: ComponentSnapshot, _ painter: inout CellPainter) {
        painter.fill(Palette.picker)
        let box = painter.box
        let band = CellRect(columns: box.columnRange, rows: painter.middleRow..<(painter.middleRow + 1))
        painter.grid.fill(band, style: Palette.pickerBand, clip: painter.clip)
        guard !wheels.isEmpty, box.columns > 0 else { return }
        let frame = component.frame
        for (index, wheel) in wheels.enumerated() {
            let start = box.column + index * box.columns / wheels.count
            let columns = start..<(box.column + (index + 1) * box.columns / wheels.count)
            for row in wheel.rows {
                let distance = row.index - (wheel.selectedRow ?? row.index)
                let y = frame.midY + Double(distance) * wheel.rowHeight
                let line =
                    distance == 0 ? painter.middleRow : mapping.row + Int((y / mapping.pointsPerRow).rounded(.down))
                guard distance == 0 || line != painter.middleRow else { continue }
                painter.centered(row.title, distance == 0 ? Palette.pickerBand : Palette.picker, in: columns, row: line)
            }
        }
    }
}
