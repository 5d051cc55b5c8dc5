import Components

/// The properties a script can verify on a component, read off the component as a person
/// would see them, and written as a script writes values.
///
/// Each component type declares its properties in its ``ComponentCommands``, and a default
/// property, the one `Verify` reads when it names none. The built-in types declare these:
///
/// | type | default | others |
/// |---|---|---|
/// | `Label` | `text` | |
/// | `Button` | `title` | `enabled`, `selected` |
/// | `TextField` | `text` (bullets when secure) | `placeholder`, `editing` |
/// | `Slider`, `Stepper` | `value` | `minimum`, `maximum` |
/// | `Switch` | `on` | |
/// | `SegmentedControl` | `selected` (index) | `selectedTitle`, `item(N)` |
/// | `PickerView` | `row` (component 0) | `title`, `item(N)`, `item(N,C)` |
/// | `TableView` | `selectedRow` (`row`, or `section row`) | `item(N)`, `item(N,S)`, `contentOffset`, `zoomScale` |
/// | `ScrollView` | `contentOffset` (`x y`) | `zoomScale` |
/// | `NavigationBar` | `title` | |
/// | `TabBar` | `selectedTitle` | `item(N)` |
///
/// Every view also has `hidden`, `identifier`, `label` and `tag`, and every control `enabled` and
/// `selected`.
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
    /// writes it, as `vocabulary` declares the view's class; `nil` when the view has no such
    /// property.
    public static func value(_ property: String?, of view: View, in vocabulary: Vocabulary = .standard) -> String? {
        vocabulary.type(of: view).read(property, of: view)?.value
    }
}
