import Interpose

/// A set of spinning wheels (components), each showing rows, one selected per wheel: UIKit's
/// picker view.
///
/// A data source says how many wheels and rows there are; a delegate gives titles and row
/// heights and hears which row a user settled on. The wheels lie side by side in columns of
/// equal width; the selected row of each sits in the middle of the picker's height.
///
/// ```swift
/// let picker = PickerView(frame: Rect(x: 0, y: 264, width: 320, height: 216))
/// picker.dataSource = dates
/// picker.delegate = dates
/// try picker.selectRow(3, inComponent: 0, animated: false)
/// try input.spin(picker, component: 1, rows: 2)   // the day wheel, two rows on
/// picker.selectedRow(inComponent: 1)              // 2
/// ```
///
/// A vertical drag on a wheel's column spins that wheel: the row moves by the distance dragged
/// over the row height, rounded, against the drag (dragging up shows later rows), and stays
/// within the wheel's rows. A tap on a row above or below the middle brings that row to the
/// middle. Either way the wheel settles when the finger lifts, and the delegate hears
/// ``PickerViewDelegate/pickerView(_:didSelectRow:inComponent:)`` once, if the row changed.
/// Selecting in code does not tell the delegate, as in UIKit.
///
/// Every question to the data source and call to the delegate goes through a hook
/// (``dataSourceNumberOfRowsHook``, ``delegateDidSelectRowHook`` and their siblings).
@MainActor
open class PickerView: View {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [
            setDataSourceHook.declaration,
            setDelegateHook.declaration,
            dataSourceNumberOfComponentsHook.declaration,
            dataSourceNumberOfRowsHook.declaration,
            delegateTitleForRowHook.declaration,
            delegateDidSelectRowHook.declaration,
            delegateRowHeightHook.declaration,
        ]
    }

    /// The hook every change of data source goes through: around advice can replace it, for
    /// example with a forwarding ``DelegateProxy``.
    nonisolated public static let setDataSourceHook =
        Hook<PickerView, (any PickerViewDataSource)?, Void>("PickerView.setDataSource")

    /// The hook every change of delegate goes through: around advice can replace it, for
    /// example with a forwarding ``DelegateProxy``.
    ///
    /// ```swift
    /// try registry.on(PickerView.setDelegateHook).onMainActor.rewriteArguments { _, delegate in
    ///     delegate.map { RecordingProxy(original: $0) }
    /// }
    /// ```
    nonisolated public static let setDelegateHook =
        Hook<PickerView, (any PickerViewDelegate)?, Void>("PickerView.setDelegate")

    /// The height of a row when the delegate gives none: 32 points.
    nonisolated public static let defaultRowHeight = 32.0

    /// The number of rows of each wheel, as the data source last said.
    var rowCounts: [Int] = []
    /// The row height of each wheel.
    var rowHeights: [Double] = []
    /// The selected row of each wheel (0 for a wheel without rows).
    var selectedRows: [Int] = []
    /// The touch spinning a wheel: the wheel, and where the touch began in the picker.
    var wheelTouch: (touch: Touch, component: Int, start: Point)?
    private weak var weakDataSource: (any PickerViewDataSource)?
    private var retainedDataSourceProxy: (any PickerViewDataSource)?
    private weak var weakDelegate: (any PickerViewDelegate)?
    private var retainedDelegateProxy: (any PickerViewDelegate)?

    /// Creates a picker with `frame` in its future superview's coordinates.
    override public init(frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The data source; setting it goes through ``setDataSource(_:)``.
    public var dataSource: (any PickerViewDataSource)? {
        get { weakDataSource }
        set { setDataSource(newValue) }
    }

    /// The delegate; setting it goes through ``setDelegate(_:)``.
    public var delegate: (any PickerViewDelegate)? {
        get { weakDelegate }
        set { setDelegate(newValue) }
    }

    /// Sets the data source, through ``setDataSourceHook``, and loads every wheel from it. A
    /// ``DelegateProxy`` is kept; any other data source is held weakly.
    public func setDataSource(_ dataSource: (any PickerViewDataSource)?) {
        PickerView.setDataSourceHook.call(self, dataSource) { picker, dataSource in
            picker.weakDataSource = dataSource
            picker.retainedDataSourceProxy = dataSource is any DelegateProxy ? dataSource : nil
        }
        reloadAllComponents()
    }

    /// Sets the delegate, through ``setDelegateHook``, and asks it for the row heights. A
    /// ``DelegateProxy`` is kept; any other delegate is held weakly.
    public func setDelegate(_ delegate: (any PickerViewDelegate)?) {
        PickerView.setDelegateHook.call(self, delegate) { picker, delegate in
            picker.weakDelegate = delegate
            picker.retainedDelegateProxy = delegate is any DelegateProxy ? delegate : nil
        }
        rowHeights = rowCounts.indices.map { askRowHeight(forComponent: $0) }
    }

    /// Starts following a touch on a wheel.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        trackTouchesBegan(touches)
    }

    /// The wheel follows the finger; nothing is selected until it lifts.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {}

    /// The wheel settles: on the row the drag reached, or on the row tapped.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        trackTouchesEnded(touches)
    }

    /// The wheel goes back to the row it showed.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        if let (touch, _, _) = wheelTouch, touches.contains(touch) { wheelTouch = nil }
    }

    /// Adds the selected row of each wheel.
    override open var stateDescription: [String] {
        let rows = rowCounts.indices.map { rowCounts[$0] > 0 ? String(selectedRows[$0]) : "-" }
        return ["selected=[\(rows.joined(separator: ", "))]"] + super.stateDescription
    }
}
