import Interpose

/// A scroll view that shows a long list of rows in sections, making cells only for the rows on
/// screen: UIKit's table view, in one column.
///
/// A data source says how many sections and rows there are and hands out a cell per row; a
/// delegate (the scroll view's ``ScrollView/delegate``, adopting ``TableViewDelegate``) may give
/// row heights and hears about selection:
///
/// ```swift
/// let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// table.register(TableViewCell.self, forCellReuseIdentifier: "name")
/// table.dataSource = names
/// table.delegate = controller
/// try table.scrollToRow(at: IndexPath(row: 500), at: .middle, animated: false)
/// try input.tap(table.cellForRow(at: IndexPath(row: 500))!)   // selects row 500
/// ```
///
/// The table loads its data (the counts, and the heights when the delegate gives them) as soon
/// as it has a data source, again when its delegate or row height changes, and on
/// ``reloadData()``. It then keeps cells only for the rows on screen at the current offset:
/// rows that scroll away give their cells back for reuse (``dequeueReusableCell(withIdentifier:)``),
/// so a table of 100,000 rows makes a dozen cells, and a layout costs what is on screen, not
/// the length of the table.
///
/// A tap on a row (a touch that ends where it began, within the application's tap movement
/// tolerance) selects it, asking the delegate first; selecting in code does not involve the
/// delegate, as in UIKit. Every question to the data source and every call to the delegate goes
/// through a hook: ``dataSourceCellForRowHook``, ``delegateWillSelectRowHook`` and their
/// siblings, and the scroll view's.
@MainActor
open class TableView: ScrollView {
    /// The hooks calls on this type go through: its superclass's, and its own.
    override nonisolated open class var declaredHooks: [DeclaredHook] {
        super.declaredHooks + [
            setDataSourceHook.declaration,
            dataSourceNumberOfSectionsHook.declaration,
            dataSourceNumberOfRowsHook.declaration,
            dataSourceCellForRowHook.declaration,
            delegateHeightForRowHook.declaration,
            delegateWillSelectRowHook.declaration,
            delegateDidSelectRowHook.declaration,
            delegateDidDeselectRowHook.declaration,
        ]
    }

    /// The hook every change of data source goes through: around advice can replace the data
    /// source, for example with a forwarding ``DelegateProxy``, by proceeding with another
    /// argument.
    ///
    /// ```swift
    /// try registry.on(TableView.setDataSourceHook).onMainActor.rewriteArguments { _, dataSource in
    ///     dataSource.map { CountingDataSource(original: $0) }
    /// }
    /// ```
    nonisolated public static let setDataSourceHook =
        Hook<TableView, (any TableViewDataSource)?, Void>("TableView.setDataSource")

    /// The height of a row whose height the delegate does not give; 44 by default. Setting
    /// anything but a positive finite number changes nothing; a new height reloads the data.
    public var rowHeight: Double = 44 {
        didSet {
            guard rowHeight > 0, rowHeight.isFinite else {
                rowHeight = oldValue
                return
            }
            if rowHeight != oldValue { reloadIfLoaded() }
        }
    }
    /// Whether a tap selects a row.
    public var allowsSelection = true

    /// Where the rows lie.
    var geometry = RowGeometry()
    /// Whether the data has been loaded since the data source was set.
    var hasLoaded = false
    /// The cells on screen, by row index (see ``RowGeometry``).
    var visibleCellsByIndex: [Int: TableViewCell] = [:]
    /// Cells waiting to be reused, by reuse identifier.
    var reusableCells: [String: [TableViewCell]] = [:]
    /// The cell classes the table creates by itself, by reuse identifier.
    var registeredCellTypes: [String: TableViewCell.Type] = [:]
    /// The selected row.
    var selectedIndexPath: IndexPath?
    /// The touch that may become a tap on a row, the row, and the content offset when it began.
    var pendingTap: (touch: Touch, indexPath: IndexPath, offset: Point)?
    private weak var weakDataSource: (any TableViewDataSource)?
    private var retainedDataSourceProxy: (any TableViewDataSource)?

    /// Creates a table with `frame` in its future superview's coordinates. It always bounces
    /// vertically, as UIKit's does.
    override public init(frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        super.init(frame: frame, aspectRegistry: aspectRegistry)
        alwaysBounceVertical = true
    }

    /// The data source; setting it goes through ``setDataSource(_:)``.
    public var dataSource: (any TableViewDataSource)? {
        get { weakDataSource }
        set { setDataSource(newValue) }
    }

    /// Sets the data source, through ``setDataSourceHook``, and loads the data from it. A
    /// ``DelegateProxy`` is kept; any other data source is held weakly.
    public func setDataSource(_ dataSource: (any TableViewDataSource)?) {
        TableView.setDataSourceHook.call(self, dataSource) { table, dataSource in
            table.weakDataSource = dataSource
            table.retainedDataSourceProxy = dataSource is any DelegateProxy ? dataSource : nil
        }
        reloadData()
    }

    /// The delegate, when it adopts ``TableViewDelegate``.
    var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    /// A new delegate may give other heights: reloads the data.
    override func delegateDidChange() {
        reloadIfLoaded()
    }

    /// Loads the data afresh: the counts, the heights, and the cells on screen, which go back
    /// for reuse first. The selection is cleared. An offset past the new content is clamped to
    /// it, stopping any animation.
    public func reloadData() {
        for cell in visibleCellsByIndex.values { retire(cell) }
        visibleCellsByIndex = [:]
        selectedIndexPath = nil
        pendingTap = nil
        geometry = loadGeometry()
        hasLoaded = weakDataSource != nil
        contentSize = Size(width: bounds.width, height: geometry.contentHeight)
        if clamped(contentOffset) != contentOffset { setContentOffset(contentOffset, animated: false) }
        tileCells()
    }

    private func reloadIfLoaded() {
        if hasLoaded { reloadData() }
    }

    /// Fits the content and the cells to the new bounds: the rows now on screen get cells, the
    /// others give theirs back for reuse.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Starts following a touch on a row, highlighting its cell: it may become a tap.
    override open func touchesBegan(_ touches: [Touch], with event: Event) {
        trackTouchesBegan(touches)
    }

    /// A touch that moves further than the application's tap movement tolerance is no longer
    /// a tap.
    override open func touchesMoved(_ touches: [Touch], with event: Event) {
        trackTouchesMoved(touches)
    }

    /// A tap that ended on a row selects it: the delegate is asked which row to select
    /// (``delegateWillSelectRowHook``), the row selected before is deselected, then the new one
    /// selected, each told to the delegate. If the content scrolled under the finger, nothing is
    /// selected.
    override open func touchesEnded(_ touches: [Touch], with event: Event) {
        trackTouchesEnded(touches)
    }

    /// A cancelled tap selects nothing.
    override open func touchesCancelled(_ touches: [Touch], with event: Event) {
        trackTouchesCancelled(touches)
    }

    /// Adds the row count and the selected row.
    override open var stateDescription: [String] {
        var words = ["rows=\(geometry.rowCount)"]
        if let selectedIndexPath { words.append("selected=\(selectedIndexPath)") }
        return words + super.stateDescription
    }
}
