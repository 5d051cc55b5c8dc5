import Components

/// Reads live components into ``ComponentSnapshot`` values: geometry, names and what each
/// shows, leaving hidden and transparent ones out.
@MainActor
enum SnapshotCapture {
    /// `window` and everything visible in it, placed at the window's frame.
    static func window(_ window: Window) -> ComponentSnapshot? {
        component(window, offset: window.frame.origin)
    }

    private static func component(_ view: View, offset: Point) -> ComponentSnapshot? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        let names = TypeNames.chain(ofClass: type(of: view)).map(\.name)
        return ComponentSnapshot(
            type: names.first ?? "View", typeNames: names, identifier: view.accessibilityIdentifier,
            label: view.accessibilityLabel, tag: view.tag, size: view.bounds.size,
            transform: transform(of: view, offset: offset), alpha: view.alpha,
            isEnabled: (view as? Control)?.isEnabled ?? true, content: content(of: view),
            children: view.subviews.compactMap { component($0, offset: offset) })
    }

    /// The affine map from `view`'s rectangle, `(0, 0)` to its size, to window coordinates
    /// moved by `offset`: a view's conversion is affine, so three points fix it.
    private static func transform(of view: View, offset: Point) -> AffineTransform {
        let corner = Point(x: view.bounds.minX, y: view.bounds.minY)
        let origin = view.convert(corner, to: nil)
        let x = view.convert(corner.offsetBy(dx: 1, dy: 0), to: nil)
        let y = view.convert(corner.offsetBy(dx: 0, dy: 1), to: nil)
        return AffineTransform(
            a: tidy(x.x - origin.x), b: tidy(x.y - origin.y), c: tidy(y.x - origin.x), d: tidy(y.y - origin.y),
            tx: tidy(origin.x + offset.x), ty: tidy(origin.y + offset.y))
    }

    /// `value` without the last digits' rounding noise, so equal layouts give equal values.
    private static func tidy(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 1e6).rounded() / 1e6
    }

    private static func content(of view: View) -> ComponentSnapshot.Content {
        switch view {
        case is Window: .window
        case is NavigationBar: .navigationBar
        case let cell as TableViewCell: .cell(isSelected: cell.isSelected || cell.isHighlighted)
        case let scroll as ScrollView:
            .scroll(offset: scroll.contentOffset, contentSize: scroll.contentSize, zoomScale: scroll.zoomScale)
        case let label as Label: .text(label.text ?? "")
        case let button as Button: .button(title: button.title, isHighlighted: button.isHighlighted)
        case let field as TextField:
            .textField(
                text: field.displayedText, placeholder: field.placeholder, isSecure: field.isSecureTextEntry,
                isEditing: field.isEditing)
        case let toggle as Switch: .toggle(isOn: toggle.isOn)
        case let slider as Slider:
            .slider(value: slider.value, minimum: slider.minimumValue, maximum: slider.maximumValue)
        case let stepper as Stepper:
            .stepper(value: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue)
        case let segments as SegmentedControl:
            .segments(titles: segments.titles, selected: segments.selectedSegmentIndex)
        case let picker as PickerView: .picker(wheels: wheels(of: picker))
        default: .plain
        }
    }

    /// Each wheel's selected row and the rows that show around it in the picker's height.
    private static func wheels(of picker: PickerView) -> [ComponentSnapshot.Wheel] {
        (0..<picker.numberOfComponents).map { component in
            let count = picker.numberOfRows(inComponent: component)
            let height = Swift.max(picker.rowHeight(forComponent: component), 1)
            let selected = picker.selectedRow(inComponent: component)
            let reach = Swift.max(Int(((picker.bounds.height / 2 - height / 2) / height).rounded(.up)), 0)
            let shown = selected.map { row in (row - reach...row + reach).filter { (0..<count).contains($0) } } ?? []
            let rows = shown.map { row in
                ComponentSnapshot.Wheel.Row(index: row, title: picker.title(forRow: row, inComponent: component) ?? "")
            }
            return ComponentSnapshot.Wheel(selectedRow: selected, rowCount: count, rowHeight: height, rows: rows)
        }
    }
}
