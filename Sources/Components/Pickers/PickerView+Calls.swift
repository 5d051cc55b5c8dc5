import Interpose

/// The questions a picker asks its data source and the calls it makes to its delegate, one
/// hook each.
///
/// Each hook runs whether or not a data source or delegate is set, answering as one that
/// implements nothing would when there is none (no components, no title, the default row
/// height). So advice sees every call the picker means to make and can answer in their place.
///
/// ```swift
/// try registry.on(PickerView.delegateDidSelectRowHook).onMainActor.before { picker, selection in
///     record("select row \(selection.row) of wheel \(selection.component) in \(picker.componentName)")
/// }
/// ```
extension PickerView {
    /// The question to ``PickerViewDataSource/numberOfComponents(in:)``.
    nonisolated public static let dataSourceNumberOfComponentsHook =
        Hook<PickerView, Void, Int>("PickerView.dataSource.numberOfComponents")
    /// The question to ``PickerViewDataSource/pickerView(_:numberOfRowsInComponent:)``; the
    /// argument is the component.
    nonisolated public static let dataSourceNumberOfRowsHook =
        Hook<PickerView, Int, Int>("PickerView.dataSource.numberOfRows")
    /// The question to ``PickerViewDelegate/pickerView(_:titleForRow:forComponent:)``.
    nonisolated public static let delegateTitleForRowHook =
        Hook<PickerView, (row: Int, component: Int), String?>("PickerView.delegate.titleForRow")
    /// The call to ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``.
    nonisolated public static let delegateDidSelectRowHook =
        Hook<PickerView, (row: Int, component: Int), Void>("PickerView.delegate.didSelectRow")
    /// The question to ``PickerViewDelegate/pickerView(_:rowHeightForComponent:)``; the
    /// argument is the component.
    nonisolated public static let delegateRowHeightHook =
        Hook<PickerView, Int, Double?>("PickerView.delegate.rowHeight")

    func askNumberOfComponents() -> Int {
        PickerView.dataSourceNumberOfComponentsHook.call(self) { picker in
            picker.dataSource?.numberOfComponents(in: picker) ?? 0
        }
    }

    func askNumberOfRows(inComponent component: Int) -> Int {
        PickerView.dataSourceNumberOfRowsHook.call(self, component) { picker, component in
            picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0
        }
    }

    func askTitle(forRow row: Int, component: Int) -> String? {
        PickerView.delegateTitleForRowHook.call(self, (row, component)) { picker, position in
            picker.delegate?.pickerView(picker, titleForRow: position.row, forComponent: position.component)
        }
    }

    func tellDelegateDidSelect(row: Int, component: Int) {
        PickerView.delegateDidSelectRowHook.call(self, (row, component)) { picker, selection in
            picker.delegate?.pickerView(picker, didSelectRow: selection.row, inComponent: selection.component)
        }
    }

    /// The row height of `component`: the delegate's, if it is a positive finite number, or
    /// the default.
    func askRowHeight(forComponent component: Int) -> Double {
        let height = PickerView.delegateRowHeightHook.call(self, component) { picker, component in
            picker.delegate?.pickerView(picker, rowHeightForComponent: component)
        }
        guard let height, height > 0, height.isFinite else { return PickerView.defaultRowHeight }
        return height
    }
}
