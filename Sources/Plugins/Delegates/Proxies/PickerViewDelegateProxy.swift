import Components

/// A picker delegate that reports every call and forwards it to the original, which keeps its
/// behaviour and lifetime: the proxy holds it weakly.
///
/// ``DelegateForwarding`` and ``DelegateSpy`` put it in a picker's `PickerView.delegate`:
///
/// ```swift
/// let proxy = try #require(picker.delegate as? PickerViewDelegateProxy)
/// #expect(proxy.original === model)
/// ```
///
/// Once the original has gone, the proxy answers as no delegate would.
@MainActor
public final class PickerViewDelegateProxy: PickerViewDelegate, LinkedProxy {
    let link: ProxyLink

    init(original: any PickerViewDelegate, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The delegate calls are forwarded to, while it lives.
    public var original: (any PickerViewDelegate)? { link.original as? any PickerViewDelegate }

    /// Reports the question and forwards it.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let answer = link.ask(.titleForRow(row: row, component: component), from: pickerView, as: Event.self) {
            .title(original?.pickerView(pickerView, titleForRow: row, forComponent: component))
        }
        guard case .title(let title) = answer else { return nil }
        return title
    }

    /// Reports the selection, then forwards it.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        link.tell(.didSelectRow(row: row, component: component), from: pickerView, as: Event.self, none: .none) {
            original?.pickerView(pickerView, didSelectRow: row, inComponent: component)
        }
    }

    /// Reports the question and forwards it.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> Double? {
        let answer = link.ask(.rowHeight(component: component), from: pickerView, as: Event.self) {
            .rowHeight(original?.pickerView(pickerView, rowHeightForComponent: component))
        }
        guard case .rowHeight(let height) = answer else { return nil }
        return height
    }

    private typealias Event = PickerViewDelegateCall
}
