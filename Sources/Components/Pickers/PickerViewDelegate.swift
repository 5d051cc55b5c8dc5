/// What a picker asks and tells its delegate: the rows' titles and heights, and which row a
/// user settled on.
///
/// ```swift
/// final class MonthPicker: PickerViewDelegate {
///     func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
///         months[row]
///     }
///     func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
///         month = row + 1
///     }
/// }
/// ```
///
/// Every method has a default. The picker holds its delegate weakly, except a
/// ``DelegateProxy``, which it keeps; every call goes through a hook
/// (``PickerView/delegateTitleForRowHook`` and its siblings).
///
/// ## Implementation requirements for proxies
///
/// The picker never asks whether a method is implemented: the defaults answer `nil` ("not
/// implemented"), which the picker understands. A forwarding proxy that returns what the
/// original returns keeps the picker's behaviour exactly.
@MainActor
public protocol PickerViewDelegate: AnyObject, Sendable {
    /// The title of `row` in the wheel `component`, or `nil` (the default) for none.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A user spun the wheel `component` (or tapped a row on it) and it settled on `row`.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// The height of the rows of the wheel `component`, or `nil` (the default) for
    /// ``PickerView/defaultRowHeight``. A height that is not a positive finite number counts as
    /// `nil`.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double?
}

extension PickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// No height: ``PickerView/defaultRowHeight``.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? { nil }
}
