import Components

/// The slots of every component with a delegate or data source, one line each.
enum DelegateSlots {
    /// A text field's delegate.
    static let textFieldDelegate = DelegateSlot(
        hook: TextField.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
        wrap: { TextFieldDelegateProxy(original: $0, channel: $1) })

    /// A scroll view's delegate, a table's included: a table delegate gets a proxy that is one
    /// too, any other delegate a plain scroll view proxy.
    static let scrollViewDelegate = DelegateSlot(
        hook: ScrollView.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
        wrap: { original, channel in
            original is any TableViewDelegate
                ? TableViewDelegateProxy(original: original, channel: channel)
                : ScrollViewDelegateProxy(original: original, channel: channel)
        })

    /// A table's data source.
    static let tableViewDataSource = DelegateSlot(
        hook: TableView.setDataSourceHook, read: { $0.dataSource }, write: { $0.dataSource = $1 },
        wrap: { TableViewDataSourceProxy(original: $0, channel: $1) })

    /// A picker's delegate.
    static let pickerViewDelegate = DelegateSlot(
        hook: PickerView.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
        wrap: { PickerViewDelegateProxy(original: $0, channel: $1) })

    /// A picker's data source.
    static let pickerViewDataSource = DelegateSlot(
        hook: PickerView.setDataSourceHook, read: { $0.dataSource }, write: { $0.dataSource = $1 },
        wrap: { PickerViewDataSourceProxy(original: $0, channel: $1) })

    /// An accelerometer's delegate.
    static let accelerometerDelegate = DelegateSlot(
        hook: Accelerometer.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
        wrap: { AccelerometerDelegateProxy(original: $0, channel: $1) })

    /// A gesture recognizer's delegate.
    static let gestureRecognizerDelegate = DelegateSlot(
        hook: GestureRecognizer.setDelegateHook, read: { $0.delegate }, write: { $0.delegate = $1 },
        wrap: { GestureRecognizerDelegateProxy(original: $0, channel: $1) })
}
