/// What a picker asks for its content: how many wheels (components) and how many rows each.
///
/// ```swift
/// final class Dates: PickerViewDataSource {
///     func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
///     func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
///         component == 0 ? 12 : 31
///     }
/// }
/// ```
///
/// The picker asks when it loads (as soon as it has a data source, and on
/// ``PickerView/reloadAllComponents()`` or ``PickerView/reloadComponent(_:)``). It holds its
/// data source weakly, except a ``DelegateProxy``, which it keeps. Every question goes through
/// a hook (``PickerView/dataSourceNumberOfComponentsHook``,
/// ``PickerView/dataSourceNumberOfRowsHook``).
@MainActor
public protocol PickerViewDataSource: AnyObject, Sendable {
    /// How many wheels the picker has. A negative count counts as none.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows the wheel `component` has. A negative count counts as none.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
