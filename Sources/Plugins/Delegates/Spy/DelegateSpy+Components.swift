import Components
import Interpose

/// One initializer per slot a component has: each picks its slot from `DelegateSlots`, and the
/// generic `init(slot:on:)` does the rest. The event type follows from the component and the
/// label, so `DelegateSpy(delegateOf: picker)` is a `DelegateSpy<PickerViewDelegateCall>`.
extension DelegateSpy {
    /// Spies on a text field's delegate.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(delegateOf: field)
    /// ```
    ///
    /// - Parameter field: The text field.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(delegateOf field: TextField) throws(AdviceError) where Event == TextFieldDelegateCall {
        try self.init(slot: DelegateSlots.textFieldDelegate, on: field)
    }

    /// Spies on the scroll view calls to a scroll view's delegate, a table's included.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(delegateOf: scroller)
    /// let tableScrolling = try DelegateSpy<ScrollViewDelegateCall>(delegateOf: table)
    /// ```
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(delegateOf scrollView: ScrollView) throws(AdviceError)
    where Event == ScrollViewDelegateCall {
        try self.init(slot: DelegateSlots.scrollViewDelegate, on: scrollView)
    }

    /// Spies on the row calls to a table's delegate (its scroll calls need a
    /// `DelegateSpy<ScrollViewDelegateCall>`). The delegate must adopt
    /// `TableViewDelegate` for the table to make them.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(delegateOf: table)
    /// try input.tapRow(at: IndexPath(row: 3), in: table)
    /// #expect(spy.arguments(of: .didSelectRow) == [IndexPath(row: 3)])
    /// ```
    ///
    /// - Parameter table: The table.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(delegateOf table: TableView) throws(AdviceError) where Event == TableViewDelegateCall {
        try self.init(slot: DelegateSlots.scrollViewDelegate, on: table)
    }

    /// Spies on a table's data source. Wrapping the current one reloads the table, as setting
    /// any data source does.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(dataSourceOf: table)
    /// ```
    ///
    /// - Parameter table: The table.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(dataSourceOf table: TableView) throws(AdviceError) where Event == TableViewDataSourceCall {
        try self.init(slot: DelegateSlots.tableViewDataSource, on: table)
    }

    /// Spies on a picker's delegate.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(delegateOf: picker)
    /// ```
    ///
    /// - Parameter picker: The picker.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(delegateOf picker: PickerView) throws(AdviceError) where Event == PickerViewDelegateCall {
        try self.init(slot: DelegateSlots.pickerViewDelegate, on: picker)
    }

    /// Spies on a picker's data source. Wrapping the current one reloads the wheels, as setting
    /// any data source does.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(dataSourceOf: picker)
    /// ```
    ///
    /// - Parameter picker: The picker.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(dataSourceOf picker: PickerView) throws(AdviceError)
    where Event == PickerViewDataSourceCall {
        try self.init(slot: DelegateSlots.pickerViewDataSource, on: picker)
    }

    /// Spies on an accelerometer's delegate.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(delegateOf: app.device.accelerometer)
    /// ```
    ///
    /// - Parameter accelerometer: The accelerometer.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(delegateOf accelerometer: Accelerometer) throws(AdviceError)
    where Event == AccelerometerDelegateCall {
        try self.init(slot: DelegateSlots.accelerometerDelegate, on: accelerometer)
    }

    /// Spies on a gesture recognizer's delegate.
    ///
    /// ```swift
    /// let spy = try DelegateSpy(delegateOf: pinch)
    /// ```
    ///
    /// - Parameter recognizer: The recognizer.
    /// - Throws: `AdviceError` if the advice cannot be installed.
    @MainActor
    public convenience init(delegateOf recognizer: GestureRecognizer) throws(AdviceError)
    where Event == GestureRecognizerDelegateCall {
        try self.init(slot: DelegateSlots.gestureRecognizerDelegate, on: recognizer)
    }
}
