import Components

/// The slots of every component with a delegate or data source.
extension DelegateSlot where Component == TextField, Value == any TextFieldDelegate {
    /// A text field's delegate.
    static var textFieldDelegate: Self {
        Self(
            hook: TextField.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 }, object: { $0 },
            cast: { $0 as? any TextFieldDelegate }, wrap: { TextFieldDelegateProxy(original: $0, channel: $1) })
    }
}

extension DelegateSlot where Component == ScrollView, Value == any ScrollViewDelegate {
    /// A scroll view's delegate, a table's included: a table delegate gets a proxy that is one
    /// too, any other delegate a plain scroll view proxy.
    static var scrollViewDelegate: Self {
        Self(
            hook: ScrollView.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 }, object: { $0 },
            cast: { $0 as? any ScrollViewDelegate },
            wrap: { original, channel in
                original is any TableViewDelegate
                    ? TableViewDelegateProxy(original: original, channel: channel)
                    : ScrollViewDelegateProxy(original: original, channel: channel)
            })
    }
}

extension DelegateSlot where Component == TableView, Value == any TableViewDataSource {
    /// A table's data source.
    static var tableViewDataSource: Self {
        Self(
            hook: TableView.setDataSourceHook, read: { $0.dataSource }, write: { $0.dataSource = $1 },
            object: { $0 }, cast: { $0 as? any TableViewDataSource },
            wrap: { TableViewDataSourceProxy(original: $0, channel: $1) })
    }
}

extension DelegateSlot where Component == PickerView, Value == any PickerViewDelegate {
    /// A picker's delegate.
    static var pickerViewDelegate: Self {
        Self(
            hook: PickerView.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 }, object: { $0 },
            cast: { $0 as? any PickerViewDelegate }, wrap: { PickerViewDelegateProxy(original: $0, channel: $1) })
    }
}

extension DelegateSlot where Component == PickerView, Value == any PickerViewDataSource {
    /// A picker's data source.
    static var pickerViewDataSource: Self {
        Self(
            hook: PickerView.setDataSourceHook, read: { $0.dataSource }, write: { $0.dataSource = $1 },
            object: { $0 }, cast: { $0 as? any PickerViewDataSource },
            wrap: { PickerViewDataSourceProxy(original: $0, channel: $1) })
    }
}

extension DelegateSlot where Component == Accelerometer, Value == any AccelerometerDelegate {
    /// An accelerometer's delegate.
    static var accelerometerDelegate: Self {
        Self(
            hook: Accelerometer.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
            object: { $0 }, cast: { $0 as? any AccelerometerDelegate },
            wrap: { AccelerometerDelegateProxy(original: $0, channel: $1) })
    }
}

extension DelegateSlot where Component == GestureRecognizer, Value == any GestureRecognizerDelegate {
    /// A gesture recognizer's delegate.
    static var gestureRecognizerDelegate: Self {
        Self(
            hook: GestureRecognizer.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
            object: { $0 }, cast: { $0 as? any GestureRecognizerDelegate },
            wrap: { GestureRecognizerDelegateProxy(original: $0, channel: $1) })
    }
}
