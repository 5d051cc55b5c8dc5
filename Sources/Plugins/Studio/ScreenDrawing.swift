import Components

/// Draws a ``ScreenSnapshot`` into terminal cells, as the SVG pictures draw it into shapes:
/// each component at the cells its frame covers, as a person recognises it.
///
/// Labels and buttons show their text, fields their text and caret (a secure field its
/// bullets, never its text) or their placeholder, switches, sliders, steppers, segmented
/// controls and pickers their state, tables their visible rows and a scroll indicator,
/// navigation and tab bars their titles. A plain view shows a checkerboard that moves with it,
/// so scrolling and zooming show; a view of a type it does not know shows its outline and its
/// type's name. Windows and scroll views clip what is inside them.
///
/// ```swift
/// let mapping = CellMapping(screen: snapshot.size, columns: 80, rows: 40)!
/// var grid = CellGrid(columns: 80, rows: 40)
/// ScreenDrawing(mapping: mapping).draw(snapshot, into: &grid)
/// ```
package struct ScreenDrawing: Sendable {
    /// Where the screen lies in the grid.
    let mapping: CellMapping

    /// Creates a drawing that places the screen by `mapping`.
    package init(mapping: CellMapping) {
        self.mapping = mapping
    }

    /// Draws `snapshot`'s windows, back to front, over the mapping's area of `grid`.
    package func draw(_ snapshot: ScreenSnapshot, into grid: inout CellGrid) {
        let area = CellRect(column: mapping.column, row: mapping.row, columns: mapping.columns, rows: mapping.rows)
        grid.fill(area, style: Palette.screen)
        for window in snapshot.windows { draw(window, clip: area, insideBar: false, into: &grid) }
    }

    /// The cells a component's frame covers.
    func cells(of component: ComponentSnapshot) -> CellRect {
        let (columns, rows) = mapping.cells(covering: component.frame)
        return CellRect(columns: columns, rows: rows)
    }

    /// The row a component's vertical centre falls in, kept inside its box.
    func middleRow(of component: ComponentSnapshot, box: CellRect) -> Int {
        let row = mapping.row + Int((component.frame.midY / mapping.pointsPerRow).rounded(.down))
        return Swift.min(Swift.max(row, box.row), Swift.max(box.row + box.rows - 1, box.row))
    }

    private func draw(_ component: ComponentSnapshot, clip: CellRect, insideBar: Bool, into grid: inout CellGrid) {
        let box = cells(of: component)
        let visible = box.intersection(clip)
        var painter = CellPainter(
            grid: grid, box: box, clip: visible, dimmed: !component.isEnabled || component.alpha < 0.5,
            middleRow: middleRow(of: component, box: box))
        let clipsChildren = paint(component, insideBar: insideBar, with: &painter)
        grid = painter.grid
        let isBar = component.content == .navigationBar
        for child in component.children {
            draw(child, clip: clipsChildren ? visible : clip, insideBar: isBar, into: &grid)
        }
        if case .scroll(let offset, let contentSize, let zoomScale) = component.content {
            scrollMarks(
                component, offset: offset, contentSize: contentSize, zoom: zoomScale, clip: visible, into: &grid)
        }
    }

    /// Paints one component under its children, and says whether it clips them.
    private func paint(_ component: ComponentSnapshot, insideBar: Bool, with painter: inout CellPainter) -> Bool {
        switch component.content {
        case .window: painter.fill(Palette.screen)
        case .navigationBar: painter.fill(Palette.bar)
        case .cell(let isSelected):
            painter.fill(isSelected ? Palette.selected : Palette.screen)
            painter.bottomLine(Palette.separator)
        case .text(let text):
            if insideBar { painter.centered(text, Palette.barTitle) } else { painter.leading(text, Palette.text) }
        case .button(let title, let isHighlighted):
            if insideBar { painter.leading("‹ " + title, Palette.back) } else { button(title, isHighlighted, &painter) }
        case .textField(let text, let placeholder, _, let isEditing):
            field(text, placeholder: placeholder, isEditing: isEditing, &painter)
        case .toggle(let isOn): toggle(isOn, &painter)
        case .slider(let value, let minimum, let maximum): slider(value, minimum, maximum, &painter)
        case .stepper(let value, let minimum, let maximum): stepper(value, minimum, maximum, &painter)
        case .segments(let titles, let selected): segments(titles, selected, &painter)
        case .picker(let wheels): picker(wheels, component, &painter)
        case .scroll:
            painter.fill(Palette.screen)
            return true
        case .plain: plain(component, &painter)
        }
        return component.content == .window
    }

    private func plain(_ component: ComponentSnapshot, _ painter: inout CellPainter) {
        if component.isA("TabBar") { return painter.fill(Palette.bar) }
        guard component.children.isEmpty else { return }
        guard component.type == "View" else {
            painter.outline(Palette.outline)
            painter.caption(component.type, Palette.outline)
            return
        }
        // A checkerboard in the view's own coordinates, so it moves as the view scrolls or zooms.
        guard let inverse = component.transform.inverted() else { return }
        painter.pattern { column, row in
            guard let point = mapping.point(column: column, row: row)?.applying(inverse) else { return nil }
            let square = Int((point.x / 40).rounded(.down)) + Int((point.y / 40).rounded(.down))
            return square.isMultiple(of: 2) ? ("░", Palette.checker) : nil
        }
    }

    /// A scroll view's indicator at its right edge, where the content is taller than the view,
    /// and its zoom scale at the top right when zoomed.
    private func scrollMarks(
        _ component: ComponentSnapshot, offset: Point, contentSize: Size, zoom: Double, clip: CellRect,
        into grid: inout CellGrid
    ) {
        let box = cells(of: component)
        var painter = CellPainter(grid: grid, box: box, clip: clip, dimmed: false, middleRow: box.row)
        let height = component.size.height
        if contentSize.height > height + 0.5, box.rows > 0 {
            let length = Swift.max(Int((Double(box.rows) * height / contentSize.height).rounded()), 1)
            let travel = Swift.min(Swift.max(offset.y / (contentSize.height - height), 0), 1)
            let top = box.row + Int((travel * Double(box.rows - length)).rounded())
            for row in top..<(top + length) {
                painter.put("┃", column: box.column + box.columns - 1, row: row, Palette.indicator)
            }
        }
        if Swift.abs(zoom - 1) > 0.001 {
            let badge = " zoom \(Markup.number(zoom))× "
            painter.text(badge, column: box.column + box.columns - badge.count - 1, row: box.row, Palette.badge)
        }
        grid = painter.grid
    }
}
