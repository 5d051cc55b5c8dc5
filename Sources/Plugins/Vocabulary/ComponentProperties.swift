import Components

/// The properties a script can verify on a component, read off the component as a person
/// would see them, and written as a script writes values.
///
/// Each component type declares a default property in its ``ComponentCommands``, the one
/// `Verify` reads when it names none:
///
/// | type | default | others |
/// |---|---|---|
/// | `Label` | `text` | |
/// | `Button` | `title` | `enabled`, `selected` |
/// | `TextField` | `text` (bullets when secure) | `placeholder`, `editing` |
/// | `Slider`, `Stepper` | `value` | `minimum`, `maximum` |
/// | `Switch` | `on` | |
/// | `SegmentedControl` | `selected` (index) | `selectedTitle`, `item(N)` |
/// | `PickerView` | `row` (component 0) | `row.N` for component N, `title.N`, `item(N)`, `item(N,C)` |
/// | `TableView` | `selectedRow` (`row`, or `section row`) | `item(N)`, `item(N,S)`, `contentOffset`, `zoomScale` |
/// | `ScrollView` | `contentOffset` (`x y`) | `zoomScale` |
/// | `NavigationBar` | `title` | |
/// | `TabBar` | `selectedTitle` | `item(N)` |
///
/// Every view also has `hidden`, `identifier`, `label` and `tag`.
///
/// `item(N)` is MonkeyTalk's: the text of the N-th item, counting from 1 (a table's row, in
/// section S of `item(N,S)`, also from 1; a wheel's row, in component C; a segment's or a
/// tab's title). An item that does not exist is no property.
///
/// ```swift
/// ComponentProperties.value(nil, of: volume)          // "0.5": the default, value
/// ComponentProperties.value("on", of: wifi)           // "true"
/// ```
@MainActor
public enum ComponentProperties {
    /// The property `Verify` reads on `view` when it names none, as `vocabulary` declares it
    /// for the view's class, if it declares one.
    public static func defaultProperty(of view: View, in vocabulary: Vocabulary = .standard) -> String? {
        vocabulary.type(of: view).defaultProperty
    }

    /// Whether `value` fits `pattern` whole, as `VerifyWildcard` checks: `*` is any text, `?`
    /// any one character, and every other character itself. No value fits nothing.
    ///
    /// ```swift
    /// ComponentProperties.fits("Saved Ada, L", wildcard: "Saved \(name),*")   // name "Ada": true
    /// ```
    public nonisolated static func fits(_ value: String?, wildcard pattern: String) -> Bool {
        guard let value, let regex = try? Regex(pattern.wildcardRegex) else { return false }
        return value.wholeMatch(of: regex) != nil
    }

    /// The value of `property` on `view` (its default property when `nil`), as a script
    /// writes it; `nil` when the view has no such property.
    public static func value(_ property: String?, of view: View) -> String? {
        guard let property = property ?? defaultProperty(of: view) else { return nil }
        return specific(property, of: view) ?? common(property, of: view)
    }

    private static func common(_ property: String, of view: View) -> String? {
        switch property {
        case "hidden": String(view.isHiddenInTree)
        case "identifier": view.accessibilityIdentifier ?? ""
        case "label": view.accessibilityLabel ?? ""
        case "tag": String(view.tag)
        case "enabled": (view as? Control).map { String($0.isEnabled) }
        case "selected" where !(view is SegmentedControl): (view as? Control).map { String($0.isSelected) }
        default: nil
        }
    }

    private static func specific(_ property: String, of view: View) -> String? {
        switch view {
        case let label as Label: only("text", property, label.text ?? "")
        case let button as Button: only("title", property, button.title)
        case let field as TextField: textField(property, of: field)
        case let slider as Slider: number(property, slider.value, slider.minimumValue, slider.maximumValue)
        case let stepper as Stepper: number(property, stepper.value, stepper.minimumValue, stepper.maximumValue)
        case let toggle as Switch: only("on", property, String(toggle.isOn))
        case let segments as SegmentedControl: segment(property, of: segments)
        case let picker as PickerView: wheel(property, of: picker)
        case let table as TableView: rows(property, of: table)
        case let scrollView as ScrollView: scroll(property, of: scrollView)
        case let bar as NavigationBar: only("title", property, bar.title ?? "")
        case let bar as TabBar: tabs(property, of: bar)
        default: nil
        }
    }

    /// `value` when `property` is `name`.
    private static func only(_ name: String, _ property: String, _ value: @autoclosure () -> String) -> String? {
        property == name ? value() : nil
    }

    private static func textField(_ property: String, of field: TextField) -> String? {
        switch property {
        case "text": field.displayedText
        case "placeholder": field.placeholder ?? ""
        case "editing": String(field.isEditing)
        default: nil
        }
    }

    private static func number(_ property: String, _ value: Double, _ minimum: Double, _ maximum: Double) -> String? {
        switch property {
        case "value": value.scriptDescription
        case "minimum": minimum.scriptDescription
        case "maximum": maximum.scriptDescription
        default: nil
        }
    }

    private static func segment(_ property: String, of segments: SegmentedControl) -> String? {
        switch property {
        case "selected": String(segments.selectedSegmentIndex)
        case "selectedTitle": segments.titleForSegment(at: segments.selectedSegmentIndex) ?? ""
        default: ItemText.item(property).flatMap { $0.section == 0 ? segments.titleForSegment(at: $0.row) : nil }
        }
    }

    private static func tabs(_ property: String, of bar: TabBar) -> String? {
        if property == "selectedTitle" { return bar.selectedTitle ?? "" }
        guard let (index, section) = ItemText.item(property), section == 0, bar.titles.indices.contains(index) else {
            return nil
        }
        return bar.titles[index]
    }

    private static func rows(_ property: String, of table: TableView) -> String? {
        if property == "selectedRow" { return table.indexPathForSelectedRow.map(row) ?? "" }
        guard let (row, section) = ItemText.item(property) else { return scroll(property, of: table) }
        do {
            return try table.text(forRowAt: IndexPath(row: row, section: section)) ?? ""
        } catch {
            return nil
        }
    }

    private static func wheel(_ property: String, of picker: PickerView) -> String? {
        if let (row, component) = ItemText.item(property) { return picker.title(forRow: row, inComponent: component) }
        let parts = property.split(separator: ".", maxSplits: 1)
        guard let name = parts.first, name == "row" || name == "title" else { return nil }
        let component = parts.count == 2 ? Int(parts[1]) : 0
        guard let component, (0..<picker.numberOfComponents).contains(component) else { return nil }
        guard let row = picker.selectedRow(inComponent: component) else { return "" }
        return name == "row" ? String(row) : picker.title(forRow: row, inComponent: component) ?? ""
    }

    private static func scroll(_ property: String, of scrollView: ScrollView) -> String? {
        switch property {
        case "contentOffset":
            "\(scrollView.contentOffset.x.scriptDescription) \(scrollView.contentOffset.y.scriptDescription)"
        case "zoomScale": scrollView.zoomScale.scriptDescription
        default: nil
        }
    }

    private static func row(_ indexPath: IndexPath) -> String {
        indexPath.section == 0 ? String(indexPath.row) : "\(indexPath.section) \(indexPath.row)"
    }
}
